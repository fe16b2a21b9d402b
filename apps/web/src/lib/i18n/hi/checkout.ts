import type { Catalogue } from '../translate';

/**
 * The cart, checkout (the address book, billing details, order summary, payment, the order placed) and the wishlist
 * (apps/web/src/features/cart, checkout and wishlist).
 */
export const checkout: Catalogue = {
  // cart/components/cart-view.tsx
  'Your Shopping Cart': 'आपका शॉपिंग कार्ट',
  '{quantity} item': '{quantity} आइटम',
  '{quantity} items': '{quantity} आइटम',
  'Cart items': 'कार्ट के आइटम',

  // cart/components/cart-warning-banner.tsx, cart/cart-warning-text.ts
  'Dismiss warning': 'चेतावनी हटाएँ',
  'Only {stock} items available in stock.': 'स्टॉक में सिर्फ़ {stock} आइटम उपलब्ध हैं।',
  "You can't add more than {stock} items.": 'आप {stock} से ज़्यादा आइटम नहीं जोड़ सकते।',
  'Invalid item data. Cannot remove.': 'आइटम की जानकारी सही नहीं है। इसे हटाया नहीं जा सका।',
  'Invalid item data. Cannot add.': 'आइटम की जानकारी सही नहीं है। इसे जोड़ा नहीं जा सका।',
  'Your cart is full. Remove an item to add another.': 'आपका कार्ट भर गया है। नया आइटम जोड़ने के लिए कोई एक आइटम हटाएँ।',
  'Quantity cannot be less than 1.': 'मात्रा 1 से कम नहीं हो सकती।',
  'Item not found in cart.': 'यह आइटम कार्ट में नहीं मिला।',

  // cart/components/cart-empty.tsx
  'Your cart is empty.': 'आपका कार्ट खाली है।',
  'Kurtis, sarees and suits are waiting for you.': 'कुर्तियाँ, साड़ियाँ और सूट आपका इंतज़ार कर रहे हैं।',
  'Continue Shopping': 'शॉपिंग जारी रखें',

  // cart/components/cart-line.tsx
  Item: 'आइटम',
  'Size: {size} · {option}: {value}': 'साइज़: {size} · {option}: {value}',
  'Size:': 'साइज़:',
  'Original price': 'असली कीमत',
  '{price} each': '{price} प्रति पीस',
  'Sub total': 'सबटोटल',
  'Quantity of {title} ({size})': '{title} ({size}) की मात्रा',
  'Quantity of {title}': '{title} की मात्रा',
  'Remove {title}': '{title} हटाएँ',
  Remove: 'हटाएँ',
  'Max available: {stock}': 'ज़्यादा से ज़्यादा उपलब्ध: {stock}',
  'Only {stock} left in stock for "{title}" ({size})': '"{title}" ({size}) के स्टॉक में सिर्फ़ {stock} बचे हैं',

  // cart/components/cart-summary.tsx
  'Order summary': 'ऑर्डर सारांश',
  'Delivery in {estimate}. Taxes included.': '{estimate} में डिलीवरी। टैक्स शामिल है।',
  '5–7 working days': '5–7 कामकाजी दिन',
  'Proceed to Checkout': 'चेकआउट करें',
  'Secure checkout · Card or Cash on Delivery': 'सुरक्षित चेकआउट · कार्ड या कैश ऑन डिलीवरी',

  // checkout/components/checkout-page.tsx
  Checkout: 'चेकआउट',
  'Secure checkout · Delivery across India': 'सुरक्षित चेकआउट · पूरे भारत में डिलीवरी',
  'Processing...': 'प्रोसेस हो रहा है...',
  'Place Order': 'ऑर्डर करें',
  // "By placing this order you agree to our [Terms of use] and [Returns & exchanges] policy."
  'By placing this order you agree to our': 'यह ऑर्डर करके आप हमारी',
  'Terms of use': 'इस्तेमाल की शर्तें',
  and: 'और',
  'Returns & exchanges': 'रिटर्न और एक्सचेंज',
  'policy.': 'नीति से सहमत होते हैं।',

  // checkout/address-book/components/checkout-address-choice.tsx
  'Deliver to': 'डिलीवरी का पता',
  'Saved addresses': 'सेव किए गए पते',
  'Delivering here': 'यहाँ डिलीवरी होगी',
  'Deliver here: {address}': 'यहाँ डिलीवर करें: {address}',
  'Deliver here': 'यहाँ डिलीवर करें',
  'Deliver to a new address': 'नए पते पर डिलीवर करें',
  'A new address: fill it in below.': 'नया पता: इसे नीचे भरें।',
  Change: 'बदलें',
  'Save this address to my address book': 'यह पता मेरी एड्रेस बुक में सेव करें',

  // checkout/address-book/components/saved-address-summary.tsx
  Address: 'पता',
  Default: 'डिफ़ॉल्ट',
  address: 'पता',

  // checkout/components/billing-details.tsx
  'Billing Details': 'बिलिंग विवरण',
  'Where should we deliver your order?': 'आपका ऑर्डर कहाँ डिलीवर करें?',
  'First name': 'पहला नाम',
  'Last name': 'अंतिम नाम',
  Country: 'देश',
  India: 'भारत',
  State: 'राज्य',
  'Select your state': 'अपना राज्य चुनें',
  'Flat, house no., building': 'फ़्लैट, मकान नंबर, बिल्डिंग',
  'Street address': 'सड़क का पता',
  'House number and street name': 'मकान नंबर और गली का नाम',
  'Area, locality': 'इलाका, मोहल्ला',
  Landmark: 'लैंडमार्क',
  'e.g. near the temple': 'जैसे, मंदिर के पास',
  'Town / City': 'कस्बा / शहर',
  'PIN code': 'पिन कोड',
  '6 digits': '6 अंक',
  Phone: 'फ़ोन',
  '10-digit mobile number': '10 अंकों का मोबाइल नंबर',
  'Alternate phone': 'दूसरा फ़ोन नंबर',
  'A second number to call': 'कॉल करने के लिए दूसरा नंबर',
  'Email address': 'ईमेल पता',
  'Order notes': 'ऑर्डर नोट्स',
  'Notes about your order, e.g. a landmark for delivery': 'अपने ऑर्डर के बारे में नोट्स, जैसे डिलीवरी के लिए कोई लैंडमार्क',

  // checkout/model/address-message-text.ts: the domain's address checks, under a field of checkout's form and the
  // address book's dialog (the PIN's and the email's are in catalog.ts and account.ts, 'All fields are required' too)
  'Please enter your first name.': 'कृपया अपना पहला नाम डालें।',
  'Please enter your last name.': 'कृपया अपना अंतिम नाम डालें।',
  'Please select your state.': 'कृपया अपना राज्य चुनें।',
  'Please enter your city.': 'कृपया अपना शहर डालें।',
  'Please enter your street address.': 'कृपया सड़क का पता डालें।',
  'Please enter a valid 10-digit phone number.': 'कृपया सही 10 अंकों का फ़ोन नंबर डालें।',
  'Please enter a valid 10-digit alternate phone number, or leave it empty.':
    'कृपया सही 10 अंकों का दूसरा फ़ोन नंबर डालें, या इसे खाली छोड़ दें।',
  '{label} can be at most {max} characters.': '{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं।',
  'PIN {pincode} is in {pinState}, not {state}': 'पिन {pincode} {pinState} में है, {state} में नहीं',
  'PIN {pincode} is in {state}. Please check the state.': 'पिन {pincode} {state} में है। कृपया राज्य जाँच लें।',

  // checkout/components/order-summary.tsx
  'Your order': 'आपका ऑर्डर',
  'There is nothing to order yet.': 'अभी ऑर्डर करने के लिए कुछ नहीं है।',
  'Back to cart': 'कार्ट पर वापस जाएँ',
  'Items in your order': 'आपके ऑर्डर के आइटम',
  Product: 'प्रोडक्ट',
  'Size {size}': 'साइज़ {size}',
  'Qty {quantity} × {price}': 'मात्रा {quantity} × {price}',
  Subtotal: 'सबटोटल',
  Shipping: 'शिपिंग',
  Free: 'मुफ़्त',
  Total: 'कुल',
  "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.":
    'अभी आज की कीमतें और ऑफ़र नहीं देखे जा सके। ऑर्डर करते समय कुल रकम पक्की की जाएगी।',
  "Checking today's prices and offers…": 'आज की कीमतें और ऑफ़र देखे जा रहे हैं…',

  // checkout/components/delivery-estimate.tsx
  'Delivery by {date}': '{date} तक डिलीवरी',
  'Estimated delivery: {estimate}': 'अनुमानित डिलीवरी: {estimate}',

  // checkout/components/payment-choice.tsx, checkout/hooks/use-cod-offer.ts
  'Payment method': 'पेमेंट का तरीका',
  'Online payment (UPI, cards)': 'ऑनलाइन पेमेंट (UPI, कार्ड)',
  'UPI, credit or debit card, paid securely now.': 'UPI, क्रेडिट या डेबिट कार्ड से, अभी सुरक्षित पेमेंट।',
  'Cash on Delivery': 'कैश ऑन डिलीवरी',
  'Pay in cash when your order arrives.': 'ऑर्डर मिलने पर नकद पेमेंट करें।',
  'Cash on delivery is available on orders up to {limit}. Please pay online.':
    'कैश ऑन डिलीवरी सिर्फ़ {limit} तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन पेमेंट करें।',
  'Cash on delivery is not available at PIN {pincode}. Please pay online.':
    'पिन {pincode} पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन पेमेंट करें।',
  'We do not deliver to PIN {pincode} yet.': 'हम अभी पिन {pincode} पर डिलीवरी नहीं करते।',

  // checkout/components/whatsapp-updates.tsx
  'Send my order updates on WhatsApp from {shopName}': '{shopName} से मेरे ऑर्डर के अपडेट WhatsApp पर भेजें',
  'Reply STOP on WhatsApp at any time to have them by SMS again.':
    'अपडेट फिर से SMS पर पाने के लिए कभी भी WhatsApp पर STOP लिखकर भेजें।',

  // checkout/model/checkout-message-text.ts: what stops an order, in the form's alert or a toast
  'No items in the order. Please add items to the cart first.': 'ऑर्डर में कोई आइटम नहीं है। कृपया पहले कार्ट में आइटम जोड़ें।',
  'One or more products are missing IDs. Please go back to cart and try again.':
    'एक या ज़्यादा प्रोडक्ट की ID नहीं मिली। कृपया कार्ट पर वापस जाकर फिर से कोशिश करें।',
  'Session expired — please log in again before placing the order.':
    'सेशन ख़त्म हो गया है — ऑर्डर करने से पहले कृपया फिर से लॉग इन करें।',
  '❌ You must be logged in to place an order.': '❌ ऑर्डर करने के लिए लॉग इन करना ज़रूरी है।',
  '❌ Failed to initiate payment. Try again.': '❌ पेमेंट शुरू नहीं हो सका। फिर से कोशिश करें।',
  '⚠️ Payment processed but saving order failed. Contact support.':
    '⚠️ पेमेंट हो गया, लेकिन ऑर्डर सेव नहीं हो सका। सपोर्ट से संपर्क करें।',
  '❌ Payment succeeded but order saving failed. Contact support.':
    '❌ पेमेंट हो गया, लेकिन ऑर्डर सेव नहीं हो सका। सपोर्ट से संपर्क करें।',
  'Server error': 'सर्वर में गड़बड़ी',
  '❌ Failed to place COD order. {reason}': '❌ COD ऑर्डर नहीं हो सका। {reason}',
  '❌ Failed to initiate payment. {reason}': '❌ पेमेंट शुरू नहीं हो सका। {reason}',
  '❌ Payment succeeded but order saving failed. Contact support. {reason}':
    '❌ पेमेंट हो गया, लेकिन ऑर्डर सेव नहीं हो सका। सपोर्ट से संपर्क करें। {reason}',
  // ... and what the shipment's booking says once the order is placed
  'You must be logged in (valid session) to push booking...': 'बुकिंग भेजने के लिए लॉग इन (चालू सेशन) ज़रूरी है...',
  'Session expired or invalid token. Please log in again to push booking.':
    'सेशन ख़त्म हो गया है या टोकन सही नहीं है। बुकिंग भेजने के लिए कृपया फिर से लॉग इन करें।',
  'Payment successful, order saved, but {shipper} push failed. You can finish booking in admin/{shipper}.':
    'पेमेंट हो गया, ऑर्डर सेव हो गया, लेकिन {shipper} को बुकिंग नहीं भेजी जा सकी। आप admin/{shipper} में बुकिंग पूरी कर सकते हैं।',
  'Order placed but {shipper} push failed...': 'ऑर्डर हो गया, लेकिन {shipper} को बुकिंग नहीं भेजी जा सकी...',
  '{shipper} push failed: {reason}': '{shipper} को बुकिंग नहीं भेजी जा सकी: {reason}',

  // checkout/components/order-success-dialog.tsx
  'Payment successful': 'पेमेंट सफल रहा',
  'Your payment was successful and order is placed.': 'आपका पेमेंट सफल रहा और ऑर्डर हो गया है।',
  'Order placed successfully': 'ऑर्डर सफलतापूर्वक हो गया',
  'Your Cash on Delivery order has been placed.': 'आपका कैश ऑन डिलीवरी ऑर्डर हो गया है।',
  'Order ID': 'ऑर्डर ID',
  'Track this order': 'यह ऑर्डर ट्रैक करें',
  Close: 'बंद करें',
  'Continue shopping': 'शॉपिंग जारी रखें',
  'View order': 'ऑर्डर देखें',

  // checkout/address-book/components/address-book.tsx (the profile's address book)
  Addresses: 'पते',
  'Add address': 'पता जोड़ें',
  'Loading your addresses': 'आपके पते लोड हो रहे हैं',
  'Could not load your addresses.': 'आपके पते लोड नहीं हो सके।',
  'No saved addresses yet.': 'अभी तक कोई पता सेव नहीं है।',
  'Edit {address}': '{address} बदलें',
  Edit: 'बदलें',
  'Delete {address}': '{address} डिलीट करें',
  Delete: 'डिलीट करें',
  'Make default: {address}': 'डिफ़ॉल्ट बनाएँ: {address}',
  'Make default': 'डिफ़ॉल्ट बनाएँ',
  'Address saved': 'पता सेव हो गया',
  'Default address changed': 'डिफ़ॉल्ट पता बदल गया',
  'Address deleted': 'पता डिलीट हो गया',
  'Delete this address?': 'यह पता डिलीट करें?',
  Cancel: 'कैंसिल करें',

  // checkout/address-book/components/address-form-dialog.tsx
  'Edit address': 'पता बदलें',
  Label: 'लेबल',
  'Home, Work or a name of your own': 'होम, ऑफ़िस या अपना कोई नाम',
  'Label as': 'लेबल चुनें',
  Home: 'होम',
  Work: 'ऑफ़िस',
  'Make this my default address': 'इसे मेरा डिफ़ॉल्ट पता बनाएँ',
  'Save address': 'पता सेव करें',

  // wishlist/components/wishlist-page.tsx
  'My Wishlist': 'मेरी विशलिस्ट',
  'Your wishlist is empty. Tap the heart on a product to save it here.':
    'आपकी विशलिस्ट खाली है। किसी प्रोडक्ट को यहाँ सेव करने के लिए उसके दिल वाले आइकन पर टैप करें।',
  'Sizes in stock: {sizes}': 'स्टॉक में साइज़: {sizes}',
  'Out of stock': 'स्टॉक में नहीं है',
  'View product': 'प्रोडक्ट देखें',
  'Sizes you are waiting for': 'जिन साइज़ का आप इंतज़ार कर रहे हैं',
  "Size {size}: we'll text you when it's back": 'साइज़ {size}: स्टॉक में आते ही हम आपको मैसेज करेंगे',
  'Size {size}: back in stock, we texted you': 'साइज़ {size}: फिर से स्टॉक में है, हमने आपको मैसेज कर दिया है',

  // wishlist/components/notify-back-in-stock.tsx (on the product page)
  Wishlist: 'विशलिस्ट',
  'Saved to your wishlist': 'आपकी विशलिस्ट में सेव है',
  'Save to wishlist': 'विशलिस्ट में सेव करें',
  'Size {size} is sold out.': 'साइज़ {size} बिक चुका है।',
  "We'll text you when it's back": 'स्टॉक में आते ही हम आपको मैसेज करेंगे',
  "Notify me when it's back": 'स्टॉक में आने पर मुझे बताएँ',
  "Sign in to be told when it's back": 'स्टॉक में आने की सूचना पाने के लिए साइन इन करें',
  '(size {size})': '(साइज़ {size})',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',

  // checkout/model/checkout-message-text.ts: the server's refusals of a line
  'Sorry, "{title}" ({size}) is out of stock.': 'माफ़ कीजिए, "{title}" ({size}) स्टॉक में नहीं है।',
  '"{title}" ({size}) is not available. Please remove it from your cart.':
    '"{title}" ({size}) उपलब्ध नहीं है। कृपया इसे अपने कार्ट से हटाएँ।',
  'This order is too large to place online. Please contact us to order in bulk.':
    'यह ऑर्डर ऑनलाइन करने के लिए बहुत बड़ा है। थोक में ऑर्डर करने के लिए कृपया हमसे संपर्क करें।',
};
