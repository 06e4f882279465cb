const FOLD_FROM = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, as the search_text columns are stored (entity: migration 0003; products, rates, reservations after it). */
export function foldSearchText(text: string) {
  return [...text.toLowerCase()].map((c) => {
    const at = FOLD_FROM.indexOf(c);
    return at < 0 ? c : FOLD_TO[at];
  }).join('');
}
