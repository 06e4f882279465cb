/*
 * Run in a worker by ./dateLocalesAside.ts: V8 keeps its lists of the locales it can format dates and numbers in
 * once per browser process, so building them on this thread spares the page's own.
 */
Intl.DateTimeFormat.supportedLocalesOf(['en']);
Intl.NumberFormat.supportedLocalesOf(['en']);
close();
