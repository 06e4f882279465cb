// A language's messages split at build into the guest part and the rest (scripts/viteDelivery.ts, localeParts).
declare module '*.json?part=guest' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
