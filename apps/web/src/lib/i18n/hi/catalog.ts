import type { Catalogue } from '../translate';

/** The home page, the shop, collections and the product page (apps/web/src/features/catalog). */
export const catalog: Catalogue = {
  // hero-slider.tsx
  carousel: 'कैरोसेल',
  'Featured offers': 'ख़ास ऑफ़र',
  slide: 'स्लाइड',
  '{index} of {total}': '{total} में से {index}',
  'Shop Now': 'अभी ख़रीदारी करें',
  'Go to slide {index}': 'स्लाइड {index} पर जाएँ',
  'Play slides': 'स्लाइड चलाएँ',
  'Pause slides': 'स्लाइड रोकें',

  // service-highlights.tsx
  'Free shipping': 'मुफ़्त शिपिंग',
  'On every order, across India': 'पूरे भारत में, हर ऑर्डर पर',
  'On orders of {from} or more': '{from} या उससे ज़्यादा के ऑर्डर पर',
  'Delivery {fee}': 'डिलीवरी {fee}',
  'Cash on delivery': 'कैश ऑन डिलीवरी',
  'Or pay securely by card': 'या कार्ड से सुरक्षित भुगतान करें',
  'Delivered in': 'डिलीवरी का समय',
  '5–7 working days': '5–7 कामकाजी दिन',

  // category-tiles.tsx
  'Shop the edit': 'चुनिंदा कलेक्शन',
  'Browse by Category': 'कैटेगरी के अनुसार देखें',

  // new-arrivals.tsx
  'Just in': 'अभी-अभी आए',
  'New Arrivals': 'नए प्रोडक्ट',

  // handpicked-favorites.tsx
  "Editor's choice": 'हमारी पसंद',
  'Our Handpicked Favorites': 'हमारे चुनिंदा पसंदीदा',
  Loading: 'लोड हो रहा है',

  // popular-picks.tsx
  'Popular Picks': 'लोकप्रिय पसंद',
  'Top Picks in {name}': '{name} में टॉप पसंद',
  'View All': 'सभी देखें',
  'No items found in this category.': 'इस कैटेगरी में कोई आइटम नहीं मिला।',

  // recently-viewed.tsx
  'Pick up where you left off': 'जहाँ छोड़ा था, वहीं से आगे देखें',
  'Recently viewed': 'हाल ही में देखे गए',

  // shop-page.tsx
  Shop: 'शॉप',
  'Shop: {name}': 'शॉप: {name}',
  Filters: 'फ़िल्टर',
  'Sort / Filter': 'सॉर्ट / फ़िल्टर',
  'Results for "{q}"': '"{q}" के नतीजे',
  'All Products': 'सभी प्रोडक्ट',
  'Category: {name}': 'कैटेगरी: {name}',
  '1 product': '1 प्रोडक्ट',
  '{n} products': '{n} प्रोडक्ट',

  // category-filter.tsx
  'Filter by Category': 'कैटेगरी से फ़िल्टर करें',
  all: 'सभी',

  // price-filter.tsx
  'Price Range': 'क़ीमत की रेंज',
  'Minimum price': 'न्यूनतम क़ीमत',
  From: 'कम से कम',
  'Maximum price': 'अधिकतम क़ीमत',
  'Up to': 'ज़्यादा से ज़्यादा',

  // shop-controls.tsx
  'Sort by': 'इसके अनुसार सॉर्ट करें',
  Relevance: 'सबसे मिलते-जुलते',
  'Newest first': 'सबसे नए पहले',
  'Price: low to high': 'क़ीमत: कम से ज़्यादा',
  'Price: high to low': 'क़ीमत: ज़्यादा से कम',
  'Biggest discount': 'सबसे ज़्यादा छूट',
  Popular: 'लोकप्रिय',
  'In stock only': 'सिर्फ़ स्टॉक में मौजूद',
  Size: 'साइज़',

  // attribute-filters.tsx
  'Show more': 'और देखें',
  'Show less': 'कम देखें',

  // filter-sheet.tsx
  'Sort and filter': 'सॉर्ट और फ़िल्टर',
  Close: 'बंद करें',
  'Clear all': 'सभी हटाएँ',
  Apply: 'लागू करें',

  // shop-results.tsx
  'No products match your filters.': 'आपके फ़िल्टर से कोई प्रोडक्ट मेल नहीं खाता।',
  'Did you mean ': 'क्या आपका मतलब था: ',
  'Or browse a category:': 'या कोई कैटेगरी देखें:',
  'Categories to browse': 'देखने के लिए कैटेगरी',
  'Loading more products…': 'और प्रोडक्ट लोड हो रहे हैं…',
  'Show more products': 'और प्रोडक्ट देखें',

  // product-card.tsx
  'Out of Stock': 'स्टॉक में नहीं',
  'Sizes:': 'साइज़:',
  '(sold out)': '(बिक गया)',

  // collection-page.tsx
  'Could not load this collection. Please try again.': 'यह कलेक्शन लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'No products in this collection yet.': 'इस कलेक्शन में अभी कोई प्रोडक्ट नहीं है।',
  Products: 'प्रोडक्ट',
  'Load more': 'और लोड करें',

  // product-details/product-details-skeleton.tsx
  'Loading product': 'प्रोडक्ट लोड हो रहा है',

  // product-details/product-gallery.tsx
  '{title}, image {index} of {total}': '{title}, {total} में से तस्वीर {index}',
  'Product images': 'प्रोडक्ट की तस्वीरें',
  'Show image {index} of {total}': '{total} में से तस्वीर {index} दिखाएँ',

  // product-details/product-details.tsx, size-picker.tsx
  'Inclusive of all taxes': 'सभी टैक्स शामिल',
  '{name} {size} (out of stock)': '{name} {size} (स्टॉक में नहीं)',
  'In Stock: {stock}': 'स्टॉक में: {stock}',
  'Add to Cart': 'कार्ट में डालें',
  'Buy Now': 'अभी ख़रीदें',
  Delivery: 'डिलीवरी',
  'Pay your way': 'अपने तरीक़े से भुगतान करें',
  'Card or Cash on Delivery': 'कार्ड या कैश ऑन डिलीवरी',
  Description: 'विवरण',
  Details: 'जानकारी',

  // product-details/size-guide-button.tsx, size-guide-dialog.tsx
  'Size guide': 'साइज़ गाइड',
  'Size guide: {category}': 'साइज़ गाइड: {category}',
  'Measurements in': 'माप की इकाई',
  cm: 'सेमी',
  inches: 'इंच',
  in: 'इंच',

  // product-details/check-delivery.tsx
  'Delivery by {date}': '{date} तक डिलीवरी',
  'We do not deliver to PIN {pin} yet.': 'हम अभी PIN {pin} पर डिलीवरी नहीं करते।',
  'Free delivery': 'मुफ़्त डिलीवरी',
  'Delivery {fee} on every order': 'हर ऑर्डर पर डिलीवरी {fee}',
  'Delivery {fee} · free on orders of {from} or more': 'डिलीवरी {fee} · {from} या उससे ज़्यादा के ऑर्डर पर मुफ़्त',
  'Cash on delivery fee {fee}': 'कैश ऑन डिलीवरी फ़ीस {fee}',
  'Cash on delivery available': 'कैश ऑन डिलीवरी उपलब्ध है',
  'Cash on delivery not available at this PIN': 'इस PIN पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  'Checking delivery…': 'डिलीवरी जाँची जा रही है…',
  'Check delivery': 'डिलीवरी जाँचें',
  '6-digit PIN code': '6 अंकों का PIN कोड',
  'Please enter a valid 6-digit PIN code.': 'कृपया सही 6 अंकों का PIN कोड डालें।',
  Check: 'जाँचें',

  // product-details/similar-products.tsx
  'You may also like': 'आपको ये भी पसंद आ सकते हैं',
};
