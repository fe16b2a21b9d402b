import type { Catalogue } from '../translate';

/**
 * The page frame (navbar, search, menu, promo popup, footer), the error and 404 screens, the routes' own texts and
 * titles, and the shared pieces of components/ui and components/pricing.
 */
export const layout: Catalogue = {
  // components/layout/navbar.tsx
  'Skip to content': 'सीधे मुख्य सामग्री पर जाएँ',
  Main: 'मुख्य',
  Menu: 'मेन्यू',
  Home: 'होम',
  Shop: 'शॉप',
  Contact: 'संपर्क करें',
  Order: 'ऑर्डर',
  Wishlist: 'विशलिस्ट',
  'Hi, {name}': 'नमस्ते, {name}',
  User: 'यूज़र',
  Profile: 'प्रोफ़ाइल',
  Login: 'लॉग इन',
  Cart: 'कार्ट',
  'Cart, {n} items': { one: 'कार्ट, {n} आइटम', other: 'कार्ट, {n} आइटम' },

  // components/layout/navbar-search.tsx, search-suggestions.tsx
  Search: 'खोजें',
  Products: 'प्रोडक्ट',
  'Search products': 'प्रोडक्ट खोजें',
  'Search kurtis, sarees…': 'कुर्ती, साड़ी खोजें…',
  Suggestions: 'सुझाव',
  Category: 'कैटेगरी',

  // components/layout/menu-categories.tsx, logo-loader.tsx
  Categories: 'कैटेगरी',
  'Loading the shop': 'शॉप लोड हो रही है',

  // components/layout/promo-dialog.tsx
  'Welcome to {name}': '{name} में आपका स्वागत है',
  'Log in or sign up to save your cart, check out faster and track every order.':
    'अपना कार्ट सेव करने, जल्दी चेकआउट करने और हर ऑर्डर ट्रैक करने के लिए लॉग इन या साइन अप करें।',
  'Members first': 'मेंबर्स को सबसे पहले',
  Signup: 'साइन अप',
  "Don't show again": 'दोबारा न दिखाएँ',

  // components/layout/footer.tsx
  'Fashion start from here.': 'फ़ैशन की शुरुआत यहीं से।',
  'Follow us on {name}': '{name} पर हमें फ़ॉलो करें',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  'Quick Links': 'क्विक लिंक',
  Policies: 'नीतियाँ',
  'Returns & exchanges': 'रिटर्न और एक्सचेंज',
  Refunds: 'रिफ़ंड',
  Cancellation: 'कैंसलेशन',
  Shipping: 'शिपिंग',
  'Terms of use': 'इस्तेमाल की शर्तें',
  Privacy: 'प्राइवेसी',
  'Grievance officer': 'शिकायत अधिकारी',
  'Customer Care': 'कस्टमर केयर',
  Email: 'ईमेल',
  Phone: 'फ़ोन',
  '© {year} {name}. All rights reserved.': '© {year} {name}. सर्वाधिकार सुरक्षित।',

  // components/errors/error-boundary.tsx, route-error.tsx
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Please reload the page. If it keeps happening, come back in a little while.':
    'कृपया पेज रीलोड करें। अगर ऐसा बार-बार हो, तो थोड़ी देर बाद फिर आएँ।',
  'You are offline': 'आप ऑफ़लाइन हैं',
  'Check your connection and try again. The pages you have seen still open.':
    'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें। जो पेज आप देख चुके हैं, वे अब भी खुलेंगे।',
  Reload: 'रीलोड करें',
  'Try again': 'फिर से कोशिश करें',
  'Back to home': 'होम पर वापस जाएँ',

  // app/routes/not-found.tsx
  'Page Not Found': 'पेज नहीं मिला',
  '404 - Page Not Found': '404 - पेज नहीं मिला',
  'Sorry, the page you are looking for does not exist.': 'माफ़ करें, आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है।',

  // app/protected-route.tsx, components/ui/spinner.tsx
  Loading: 'लोड हो रहा है',

  // app/routes/product.tsx
  Product: 'प्रोडक्ट',
  Breadcrumb: 'ब्रेडक्रंब',
  '5–7 working days': '5–7 कामकाजी दिन',
  'Item added to cart!': 'आइटम कार्ट में जुड़ गया!',
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'This product could not be loaded.': 'यह प्रोडक्ट लोड नहीं हो सका।',
  'It may have sold out or moved. Have a look at what is in the shop today.':
    'हो सकता है यह बिक गया हो या कहीं और चला गया हो। देखिए आज शॉप में क्या है।',
  'Continue Shopping': 'शॉपिंग जारी रखें',

  // app/routes/cart.tsx, checkout.tsx, orders.tsx, order.tsx, wishlist.tsx (page titles)
  Checkout: 'चेकआउट',
  'My Orders': 'मेरे ऑर्डर',
  'Order {id}': 'ऑर्डर {id}',
  'My Wishlist': 'मेरी विशलिस्ट',

  // app/routes/contact.tsx
  'We’d love to hear from you': 'हमें आपकी बात सुनकर ख़ुशी होगी',
  'Questions about an order, a size or a fabric? Write to us and our team will get back to you.':
    'ऑर्डर, साइज़ या फ़ैब्रिक के बारे में कोई सवाल है? हमें लिखें, हमारी टीम आपसे संपर्क करेगी।',
  'Customer care': 'कस्टमर केयर',

  // app/routes/profile.tsx
  'My Profile': 'मेरी प्रोफ़ाइल',
  'Loading your profile': 'आपकी प्रोफ़ाइल लोड हो रही है',
  'Please log in to view your profile.': 'अपनी प्रोफ़ाइल देखने के लिए कृपया लॉग इन करें।',

  // app/routes/cod-confirm.tsx
  'Confirm your order': 'अपना ऑर्डर कन्फ़र्म करें',
  'Confirm your cash on delivery order': 'अपना कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करें',
  'Press the button to confirm the order you placed. We ship it once confirmed.':
    'अपना ऑर्डर कन्फ़र्म करने के लिए बटन दबाएँ। कन्फ़र्म होते ही हम इसे भेज देंगे।',
  'Confirm my order': 'मेरा ऑर्डर कन्फ़र्म करें',
  'Thank you! Order {order} is confirmed and will be shipped soon.':
    'धन्यवाद! ऑर्डर {order} कन्फ़र्म हो गया है और जल्द ही भेज दिया जाएगा।',
  'Order {order} was already confirmed.': 'ऑर्डर {order} पहले ही कन्फ़र्म हो चुका है।',
  'Please try again.': 'कृपया फिर से कोशिश करें।',

  // app/routes/track.tsx
  'Track your order': 'अपना ऑर्डर ट्रैक करें',
  'Track order {order}': 'ऑर्डर {order} ट्रैक करें',
  'Want the whole order, invoice and returns?': 'पूरा ऑर्डर, इनवॉइस और रिटर्न देखना चाहते हैं?',
  'Log in to My Orders': 'मेरे ऑर्डर देखने के लिए लॉग इन करें',

  // components/ui/dialog.tsx, toast.tsx
  Close: 'बंद करें',
  Notifications: 'सूचनाएँ',
  Dismiss: 'हटाएँ',
  '(click to dismiss)': '(हटाने के लिए क्लिक करें)',

  // components/ui/field.tsx, phone-field.tsx
  '(optional)': '(वैकल्पिक)',
  'Phone number': 'फ़ोन नंबर',
  '(country code {code})': '(कंट्री कोड {code})',
  '10-digit mobile number': '10 अंकों का मोबाइल नंबर',

  // components/ui/price.tsx, product-photo.tsx, rating.tsx, quantity-stepper.tsx
  Price: 'कीमत',
  'Original price': 'असली कीमत',
  '{percent}% OFF': '{percent}% छूट',
  '{name} (no image)': '{name} (फ़ोटो नहीं है)',
  '{n} reviews': { one: '{n} रिव्यू', other: '{n} रिव्यू' },
  '{average} out of 5 stars, {reviews}': '5 में से {average} स्टार, {reviews}',
  Quantity: 'मात्रा',
  'Decrease {label}': '{label} कम करें',
  'Increase {label}': '{label} बढ़ाएँ',

  // components/ui/wishlist-heart.tsx
  'Save to wishlist': 'विशलिस्ट में सेव करें',
  'Remove from wishlist': 'विशलिस्ट से हटाएँ',
  'Your wishlist is full ({max} products). Remove one to save another.':
    'आपकी विशलिस्ट भर गई है ({max} प्रोडक्ट)। नया सेव करने के लिए कोई एक हटाएँ।',

  // components/ui/share-buttons.tsx
  Share: 'शेयर करें',
  'Share on WhatsApp': 'WhatsApp पर शेयर करें',
  'More ways to share': 'शेयर करने के और तरीके',
  'Copy link': 'लिंक कॉपी करें',
  'Link copied': 'लिंक कॉपी हो गया',

  // components/ui/photo-picker.tsx
  'Add photos': 'फ़ोटो जोड़ें',
  'Add photos (optional)': 'फ़ोटो जोड़ें (वैकल्पिक)',
  'Up to {max} photos, 10 MB each.': 'ज़्यादा से ज़्यादा {max} फ़ोटो, हर फ़ोटो 10 MB तक।',
  'You can add up to {max} photos.': 'आप ज़्यादा से ज़्यादा {max} फ़ोटो जोड़ सकते हैं।',
  'Your photos': 'आपकी फ़ोटो',
  'Attachment {n}': 'अटैचमेंट {n}',
  'Remove photo {n}': 'फ़ोटो {n} हटाएँ',
  'Uploading…': 'अपलोड हो रही है…',
  Uploaded: 'अपलोड हो गई',
  '{name} is larger than 10 MB. Please choose a smaller photo.': '{name} 10 MB से बड़ी है। कृपया कोई छोटी फ़ोटो चुनें।',
  'This photo could not be uploaded.': 'यह फ़ोटो अपलोड नहीं हो सकी।',

  // The server's refusals of a photo (components/ui/photo-message-text.ts)
  'Choose a photo to upload': 'अपलोड करने के लिए फ़ोटो चुनें',
  'Upload a JPEG, PNG, WebP or AVIF photo (HEIC cannot be read: save it as JPEG first)':
    'JPEG, PNG, WebP या AVIF फ़ोटो अपलोड करें (HEIC पढ़ी नहीं जा सकती: पहले उसे JPEG में सेव करें)',
  'This photo could not be read': 'यह फ़ोटो पढ़ी नहीं जा सकी',
  'Photos can be at most 10 MB.': 'फ़ोटो ज़्यादा से ज़्यादा 10 MB की हो सकती है।',
  'This photo has more than 16 megapixels. Please send a smaller one: a screenshot of it, or a photo taken at 12 MP.':
    'इस फ़ोटो में 16 मेगापिक्सल से ज़्यादा हैं। कृपया छोटी फ़ोटो भेजें: उसका स्क्रीनशॉट, या 12 MP पर ली गई फ़ोटो।',
  'This photo is too long and thin to show the item (more than 20 times longer than it is wide). Please send an ordinary photo of the item.':
    'यह फ़ोटो आइटम दिखाने के लिए बहुत लंबी और पतली है (चौड़ाई से 20 गुना से ज़्यादा लंबी)। कृपया आइटम की सामान्य फ़ोटो भेजें।',
  'Your previous photo is still uploading. Please add the next one when it has finished.':
    'आपकी पिछली फ़ोटो अभी अपलोड हो रही है। उसके पूरा होने पर अगली फ़ोटो जोड़ें।',
  'Too many photos. Please try again in {n} seconds.': 'बहुत ज़्यादा फ़ोटो। कृपया {n} सेकंड बाद फिर से कोशिश करें।',

  // components/pricing/offer-badges.tsx, available-offers.tsx
  Offers: 'ऑफ़र',
  'Available offers': 'उपलब्ध ऑफ़र',
  'Apply {code}': '{code} लागू करें',
  Apply: 'लागू करें',

  // components/pricing/coupon-form.tsx
  'Coupon code': 'कूपन कोड',
  'Enter code': 'कोड डालें',
  'A code has 3 to 20 characters.': 'कोड में 3 से 20 अक्षर होते हैं।',
  'A code uses only letters A–Z, digits 0–9 and “-” inside (no spaces, no “-” at either end).':
    'कोड में सिर्फ़ A–Z अक्षर, 0–9 अंक और बीच में “-” हो सकते हैं (कोई स्पेस नहीं, शुरू या आख़िर में “-” नहीं)।',
  '{code} applied: {amount} off': '{code} लागू हुआ: {amount} की छूट',

  // components/pricing/pricing-message-text.ts
  "We don't recognise the code {code}. Check it and try again.": 'हम कोड {code} नहीं पहचानते। इसे जाँचकर फिर से कोशिश करें।',
  'The code {code} is not available right now.': 'कोड {code} अभी उपलब्ध नहीं है।',
  'The code {code} can be used from {date}.': 'कोड {code} {date} से इस्तेमाल किया जा सकता है।',
  'This code has expired': 'इस कोड की अवधि ख़त्म हो गई है',
  'The code {code} has been fully redeemed.': 'कोड {code} का पूरा इस्तेमाल हो चुका है।',
  'You have already used the code {code}.': 'आप कोड {code} पहले ही इस्तेमाल कर चुके हैं।',
  'The code {code} is for your first order only.': 'कोड {code} सिर्फ़ आपके पहले ऑर्डर के लिए है।',
  'For prepaid orders only': 'सिर्फ़ प्रीपेड ऑर्डर के लिए',
  'The code {code} applies to no item in your bag.': 'कोड {code} आपके बैग के किसी आइटम पर लागू नहीं होता।',
  'Add {amount} more to use {code}': '{code} इस्तेमाल करने के लिए {amount} का सामान और जोड़ें',
  'Your bag already has a better offer ({label}), so {code} is not applied.':
    'आपके बैग पर पहले से एक बेहतर ऑफ़र ({label}) है, इसलिए {code} लागू नहीं हुआ।',
  'The total of your bag changed from {shown} to {now}. Check your bag and place the order again.':
    'आपके बैग की कुल रकम {shown} से बदलकर {now} हो गई है। अपना बैग देखें और फिर से ऑर्डर करें।',
  'Sign in to use a coupon: its uses are counted per shopper.':
    'कूपन इस्तेमाल करने के लिए साइन इन करें: हर ग्राहक के इस्तेमाल गिने जाते हैं।',
  'This order comes to ₹0 after its offers, so it cannot be placed. Add another item to your bag.':
    'ऑफ़र के बाद यह ऑर्डर ₹0 का बनता है, इसलिए इसे नहीं किया जा सकता। अपने बैग में कोई और आइटम जोड़ें।',
  Remove: 'हटाएँ',
  'Remove {code}': '{code} हटाएँ',

  // components/pricing/quote-summary.tsx
  'Items ({quantity})': 'आइटम ({quantity})',
  'Coupon {code}': 'कूपन {code}',
  'Delivery fee': 'डिलीवरी शुल्क',
  Free: 'मुफ़्त',
  'Cash on Delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  Total: 'कुल',
  'You save {amount}': 'आपकी बचत {amount}',
  'Pay online and save {amount} more': 'ऑनलाइन भुगतान करें और {amount} और बचाएँ',
  "Checking today's prices and offers…": 'आज की कीमतें और ऑफ़र देखे जा रहे हैं…',
  "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.":
    'अभी आज की कीमतें और ऑफ़र नहीं देखे जा सके। ऑर्डर करते समय कुल रकम पक्की की जाएगी।',
};
