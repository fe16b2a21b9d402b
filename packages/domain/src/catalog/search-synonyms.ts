// The words shoppers type, as data: how a query is read with them is search-terms.ts's.

// How the same words are written in Devanagari (kept apart: a line of them is wider than it looks).
const HINDI = {
  kurti: ['कुर्ती', 'कुर्तियां', 'कुर्ता', 'कुरती', 'कुरता', 'कुर्ते'],
  saree: ['साड़ी', 'साडी', 'साड़ियां', 'साड़ियाँ', 'सारी'],
  tShirt: ['टी शर्ट', 'टीशर्ट'],
  suits: ['सलवार सूट', 'सूट', 'सलवार'],
  shorts: ['शॉर्ट्स', 'शॉर्ट', 'शोर्ट्स'],
  anarkali: ['अनारकली'],
  chikankari: ['चिकनकारी'],
  lehenga: ['लहंगा', 'लहँगा'],
  dupatta: ['दुपट्टा', 'चुन्नी', 'चुनरी'],
  banarasi: ['बनारसी'],
  palazzo: ['प्लाज़ो', 'पलाज़ो'],
  jhumka: ['झुमका', 'झुमके'],
  cotton: ['सूती'],
  silk: ['रेशम', 'रेशमी', 'सिल्क'],
  wedding: ['शादी', 'विवाह'],
};

// Colours as they are said in Hindi, in Latin letters and in Devanagari ("lal kurti", लाल कुर्ती).
const COLOURS: readonly { to: string; from: readonly string[] }[] = [
  { to: 'red', from: ['lal', 'laal', 'लाल'] },
  { to: 'blue', from: ['neela', 'nila', 'neeli', 'nili', 'neele', 'नीला', 'नीली', 'नीले'] },
  { to: 'black', from: ['kala', 'kaala', 'kaali', 'काला', 'काली', 'काले'] },
  { to: 'white', from: ['safed', 'safaid', 'sufed', 'sufaid', 'सफेद', 'सफ़ेद'] },
  { to: 'green', from: ['hara', 'हरा', 'हरी', 'हरे'] },
  { to: 'yellow', from: ['peela', 'pila', 'peeli', 'pili', 'पीला', 'पीली', 'पीले'] },
  { to: 'pink', from: ['gulabi', 'गुलाबी'] },
  { to: 'maroon', from: ['mehroon', 'mehrun', 'maroom', 'मैरून', 'मेहरून'] },
  { to: 'orange', from: ['narangi', 'kesari', 'kesariya', 'नारंगी', 'केसरिया'] },
  { to: 'purple', from: ['jamuni', 'baingani', 'बैंगनी', 'जामुनी'] },
  { to: 'brown', from: ['bhura', 'भूरा'] },
  { to: 'grey', from: ['gray', 'slaty', 'स्लेटी'] },
];

/**
 * The catalogue's words for what shoppers type: Indian spelling variants, plurals and synonyms, each
 * mapped to the word the catalogue's titles and categories use (docs/decisions/025-search-in-postgresql.md).
 * A `from` entry of several words is a phrase ("salwar suit"); phrases are replaced before single words.
 */
export const SEARCH_SYNONYMS: readonly { to: string; from: readonly string[] }[] = [
  {
    to: 'kurti',
    from: ['kurta', 'kurtas', 'kurtis', 'kurthi', 'kurthis', 'kurtie', 'kurtee', 'kurtees', ...HINDI.kurti],
  },
  {
    to: 'saree',
    from: [
      'sari',
      'saris',
      'sarees',
      'saaree',
      'saari',
      'sarree',
      'sadi',
      'saadi',
      'sadee',
      'saadee',
      'sadiyan',
    ].concat(HINDI.saree),
  },
  {
    to: 't-shirt',
    from: ['t shirt', 't shirts', 'tshirt', 'tshirts', 't-shirts', 'tee', 'tees', 'teeshirt', ...HINDI.tShirt],
  },
  {
    to: 'suits',
    from: [
      'salwar suit',
      'salwar suits',
      'salwar kameez',
      'suit',
      'salwar',
      'shalwar',
      'salvar',
      'shalvar',
      ...HINDI.suits,
    ],
  },
  { to: 'shorts', from: ['short', 'shortz', ...HINDI.shorts] },
  { to: 'anarkali', from: ['anarkalli', 'anarkaali', 'anarkalis', ...HINDI.anarkali] },
  { to: 'chikankari', from: ['chikan', 'chikan kari', 'chickenkari', 'chikenkari', ...HINDI.chikankari] },
  { to: 'lehenga', from: ['lehnga', 'lehanga', 'lehngas', 'lehengas', ...HINDI.lehenga] },
  { to: 'dupatta', from: ['duppata', 'dupata', 'duppatta', 'dupattas', 'chunni', 'chunri', ...HINDI.dupatta] },
  { to: 'banarasi', from: ['banarsi', 'benarasi', 'benarsi', ...HINDI.banarasi] },
  { to: 'palazzo', from: ['plazo', 'palazo', 'palazzos', ...HINDI.palazzo] },
  // The tie-dye's other names: bandhej (Rajasthan, Gujarat), bandhni.
  { to: 'bandhani', from: ['bandhej', 'bandhni', 'bandini', 'bandhini'] },
  { to: 'georgette', from: ['georgete', 'jorjet'] },
  { to: 'chiffon', from: ['shifon', 'chifon'] },
  { to: 'jhumka', from: ['jhumki', 'jhumkas', 'jumka', 'jhumke', ...HINDI.jhumka] },
  // Fabrics as they are said in Hindi: "suti" is cotton, "reshmi" silk.
  { to: 'cotton', from: ['suti', 'sooti', 'cottons', ...HINDI.cotton] },
  { to: 'silk', from: ['resham', 'reshmi', 'silks', ...HINDI.silk] },
  ...COLOURS,
  // Occasions as shoppers say them: "shaadi" is a wedding, "daily wear" casual.
  { to: 'wedding', from: ['shaadi', 'shadi', 'vivah', ...HINDI.wedding] },
  { to: 'casual', from: ['daily', 'everyday'] },
  { to: 'party', from: ['partywear'] },
  { to: 'office', from: ['officewear'] },
];

/**
 * Words that say nothing about the product: dropped from the terms. "under", "below", "over" and "above"
 * followed by a number are price bounds instead (see `parseSearchText`).
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'in',
  'of',
  'women',
  'womens',
  'ladies',
  'girls',
  'woman',
  'girl',
  'lady',
  // "Wear" says nothing of clothing ("party wear saree"), nor do Hindi's small words ("shaadi ki saree", शादी की साड़ी).
  'wear',
  'wears',
  'ki',
  'ka',
  'ke',
  'wali',
  'wala',
  'wale',
  'aur',
  'liye',
  'की',
  'का',
  'के',
  'में',
  'और',
  'लिए',
  'वाली',
  'वाला',
  'वाले',
  'महिलाओं',
  'लड़कियों',
  'under',
  'below',
  'over',
  'above',
  'rs',
  'inr',
];
