// What `server-only` is under Next's react-server condition: nothing. Vitest runs server code outside Next,
// where the package's default entry would throw.
export {};
