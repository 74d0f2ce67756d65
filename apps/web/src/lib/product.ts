/** Product facts used across pages, toasts and the chat assistant. */
export const PRODUCT_NAME = "Lexforge";
