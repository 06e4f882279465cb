// A language's messages split at build into the guest part, the rest and one part per area (scripts/viteDelivery.ts).
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
