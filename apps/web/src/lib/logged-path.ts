/**
 * The path as a log line may show it: a signer's link carries its token in the path itself (/sign/<token>,
 * /api/sign/<token>), and a token in a log is a key to someone's document.
 */
export const loggedPath = (pathname: string) => pathname.replace(/^(\/api)?\/sign\/[^/]+/, "$1/sign/[token]");
