// A language's messages split at build into the guest part, the rest and one part per area (scripts/viteDelivery.ts).
// A message with arguments or tags comes already parsed (react-intl's MessageFormatElement[], which IntlProvider takes
// as it takes text); react-intl's types accept one form or the other per catalog, not a mix, so the parts are typed as
// text, which is what every reader of them here (IntlProvider, the id checks) treats alike.
declare module '*.json?part=guest' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=auth' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=cashier' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=entities' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=general-parameters' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=home' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=products' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rates' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=reports' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=reservations' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=users' {
  const messages: Record<string, string>;
  export default messages;
}
