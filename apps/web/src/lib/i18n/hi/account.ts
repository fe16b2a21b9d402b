import type { Catalogue } from '../translate';

/**
 * Her account (login, sign-up, the code, a forgotten password, the profile and her data), the reviews, contact and
 * her conversation with the shop, and the policy pages' frame.
 */
export const account: Catalogue = {
  // features/auth/components/auth-page.tsx, auth-tabs.tsx
  'Welcome back': 'आपका फिर से स्वागत है',
  'Log in with your phone number and a one-time code.': 'अपने फ़ोन नंबर और OTP से लॉग इन करें।',
  'Create your account': 'अपना अकाउंट बनाएँ',
  'Sign up in a minute. We verify your phone with a one-time code.':
    'एक मिनट में साइन अप करें। हम OTP से आपके फ़ोन की पुष्टि करते हैं।',
  Login: 'लॉग इन',
  Signup: 'साइन अप',
  'Login or sign up': 'लॉग इन या साइन अप',
  'Your number is used only for your account and deliveries.':
    'आपका नंबर सिर्फ़ आपके अकाउंट और डिलीवरी के लिए इस्तेमाल होता है।',

  // features/auth/components/auth-aside.tsx
  'Why join {shopName}': '{shopName} से क्यों जुड़ें',
  'Dressed for every day, and every festival.': 'हर दिन के लिए, और हर त्योहार के लिए।',
  'Kurtis, suits, sarees and easy everyday wear — your cart, orders and reviews in one place.':
    'कुर्ती, सूट, साड़ी और रोज़ के आरामदायक कपड़े — आपका कार्ट, ऑर्डर और रिव्यू एक ही जगह।',
  'Verified by your phone': 'आपके फ़ोन से पुष्टि',
  'One-time codes keep your account yours — no one else can sign up with your number.':
    'OTP से आपका अकाउंट सिर्फ़ आपका रहता है — आपके नंबर से कोई और साइन अप नहीं कर सकता।',
  'Orders you can follow': 'ऑर्डर जिन्हें आप ट्रैक कर सकें',
  'Track every parcel from packing to your doorstep.': 'पैकिंग से लेकर आपके दरवाज़े तक हर पार्सल ट्रैक करें।',
  'Card or cash on delivery': 'कार्ड या कैश ऑन डिलीवरी',
  'Pay the way you like, anywhere in India.': 'भारत में कहीं भी, जैसे चाहें वैसे पेमेंट करें।',

  // features/auth/components/otp-login.tsx, login-form.tsx, signup-form.tsx, signup-fields.tsx, password-field.tsx
  'Send OTP': 'OTP भेजें',
  "We'll text a one-time code. New here? You can sign up right after.":
    'हम SMS से OTP भेजेंगे। पहली बार आए हैं? आप उसके तुरंत बाद साइन अप कर सकते हैं।',
  'Sign in with password instead': 'इसके बजाय पासवर्ड से लॉग इन करें',
  'Log in with OTP': 'OTP से लॉग इन करें',
  'Change number': 'नंबर बदलें',
  Password: 'पासवर्ड',
  'Show password': 'पासवर्ड दिखाएँ',
  'Hide password': 'पासवर्ड छिपाएँ',
  'Forgot Password?': 'पासवर्ड भूल गए?',
  'Sign in with OTP instead': 'इसके बजाय OTP से लॉग इन करें',
  'Full name': 'पूरा नाम',
  Email: 'ईमेल',
  'At least 8 characters': 'कम से कम 8 अक्षर',
  'Confirm password': 'पासवर्ड दोबारा डालें',
  "We'll text a one-time code to verify your number.": 'आपके नंबर की पुष्टि के लिए हम SMS से OTP भेजेंगे।',
  'Verify your phone': 'अपने फ़ोन की पुष्टि करें',

  // features/auth/components/otp-screen.tsx
  'Enter the 6-digit code we sent to {phone}.': '{phone} पर भेजा गया 6 अंकों का कोड डालें।',
  OTP: 'OTP',
  '6 digits, sent by SMS': '6 अंक, SMS से भेजे गए',
  'Verify OTP': 'OTP की पुष्टि करें',
  "Didn't get the code?": 'कोड नहीं मिला?',
  'Resend in {seconds}s': '{seconds} सेकंड में दोबारा भेजें',
  'Resend OTP': 'OTP दोबारा भेजें',

  // features/auth/components/forgot-password.tsx
  'Reset your password': 'अपना पासवर्ड बदलें',
  'Back to login': 'लॉग इन पर वापस जाएँ',
  'New password': 'नया पासवर्ड',
  'Confirm new password': 'नया पासवर्ड दोबारा डालें',

  // features/auth/components/finish-signup.tsx
  'Finish signing up': 'साइन अप पूरा करें',
  '{phone} is verified and has no account yet. Add your details to create one.':
    '{phone} की पुष्टि हो गई है, पर इस पर अभी कोई अकाउंट नहीं है। अकाउंट बनाने के लिए अपनी जानकारी भरें।',
  'Create account': 'अकाउंट बनाएँ',

  // features/auth/hooks/use-otp-flow.ts
  'OTP sent to {phone}': '{phone} पर OTP भेज दिया गया',
  'Too many OTP attempts. Please try again in {seconds}s.':
    'OTP के लिए बहुत ज़्यादा कोशिशें हो गईं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Too many attempts. Paused OTP sends for {seconds}s.':
    'बहुत ज़्यादा कोशिशें हो गईं। {seconds} सेकंड तक OTP भेजना रोक दिया गया है।',

  // features/auth/utils/identity-text.ts: the domain's sign-in messages
  'All fields are required': 'सभी जानकारी भरना ज़रूरी है',
  'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Invalid phone number': 'फ़ोन नंबर सही नहीं है',
  'User already exists': 'इस नंबर से पहले से एक अकाउंट बना हुआ है',
  'Please enter your phone number.': 'कृपया अपना फ़ोन नंबर डालें।',
  'Password must be at most 128 characters': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  'Please enter your email address.': 'कृपया अपना ईमेल पता डालें।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता डालें।',
  'Please enter your name.': 'कृपया अपना नाम डालें।',
  'Please keep your name to at most 100 characters.': 'कृपया नाम 100 अक्षरों से ज़्यादा का न रखें।',
  'Please enter a valid OTP.': 'कृपया सही OTP डालें।',
  'OTP expired or missing. Please request OTP again.':
    'OTP की समय-सीमा ख़त्म हो गई है या OTP नहीं मिला। कृपया दोबारा OTP मँगाएँ।',
  'Invalid phone': 'फ़ोन नंबर सही नहीं है',
  'No account found': 'कोई अकाउंट नहीं मिला',
  'Too many attempts. Please try again later.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  "reCAPTCHA refreshed. Please tap 'Send OTP' again.": "reCAPTCHA रीफ़्रेश हो गया। कृपया 'OTP भेजें' फिर से दबाएँ।",
  'Network error sending OTP. Check connection and retry.':
    'नेटवर्क की दिक़्क़त से OTP नहीं भेजा जा सका। इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'Invalid OTP — please check the digits and try again.': 'OTP ग़लत है — कृपया अंक जाँचकर फिर से कोशिश करें।',
  'OTP expired. Please request a new one.': 'OTP की समय-सीमा ख़त्म हो गई। कृपया नया OTP मँगाएँ।',
  'Auth failed': 'पुष्टि नहीं हो सकी',
  'Login failed': 'लॉग इन नहीं हो सका',
  'Authentication failed': 'पुष्टि नहीं हो सकी',
  'No response from server': 'सर्वर से कोई जवाब नहीं मिला',
  'Password reset successful': 'पासवर्ड बदल दिया गया',
  'Signup successful': 'साइन अप हो गया',
  'Login successful': 'लॉग इन हो गया',
  'Authentication required. Please log in.': 'लॉग इन ज़रूरी है। कृपया लॉग इन करें।',
  'Authentication required. Redirecting to login...': 'लॉग इन ज़रूरी है। लॉग इन पेज पर ले जा रहे हैं...',
  'Phone verification is unavailable right now. Please try again.':
    'फ़ोन की पुष्टि अभी नहीं हो पा रही है। कृपया फिर से कोशिश करें।',
  'Please wait {seconds}s before requesting a new OTP.': 'नया OTP मँगाने से पहले कृपया {seconds} सेकंड रुकें।',
  'Too many login attempts. Please try again in {seconds}s.':
    'लॉग इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Too many requests. Please try again in {seconds}s.': 'बहुत ज़्यादा अनुरोध आ गए। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Invalid phone or password': 'फ़ोन नंबर या पासवर्ड ग़लत है',
  'Could not send the OTP. Please try again.': 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Session expired or invalid. Please log in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',

  // features/auth/components/profile-card.tsx
  User: 'यूज़र',
  Phone: 'फ़ोन',
  'Your account': 'आपका अकाउंट',
  'My Orders': 'मेरे ऑर्डर',
  Logout: 'लॉग आउट',

  // features/auth/data-rights/your-data.tsx, utils/identity-text.ts: her data
  'Your data': 'आपका डेटा',
  'Choose the messages you get, download a copy of your data or delete your account.':
    'चुनें कि आपको कौन-से मैसेज मिलें, अपने डेटा की कॉपी डाउनलोड करें या अपना अकाउंट डिलीट करें।',
  'Read how we use your data in our {link}.': 'हम आपके डेटा का इस्तेमाल कैसे करते हैं, यह हमारी {link} में पढ़ें।',
  'privacy policy': 'प्राइवेसी पॉलिसी',
  'Offers and new arrivals by SMS and WhatsApp': 'SMS और WhatsApp पर ऑफ़र और नए कलेक्शन की जानकारी',
  'Download my data': 'मेरा डेटा डाउनलोड करें',
  'Delete my account': 'मेरा अकाउंट डिलीट करें',
  'Delete your account?': 'अपना अकाउंट डिलीट करें?',
  'Deleting your account erases your profile, saved addresses, bag, reviews, messages and marketing choices.':
    'अकाउंट डिलीट करने पर आपकी प्रोफ़ाइल, सेव किए गए पते, बैग, रिव्यू, मैसेज और मार्केटिंग से जुड़ी पसंद मिट जाती हैं।',
  '{documents}, with the name, phone and address on them, are kept {howLong}, then erased.':
    '{documents}, उन पर लिखे नाम, फ़ोन और पते के साथ, {howLong} रखे जाते हैं, फिर मिटा दिए जाते हैं।',
  'Your orders, invoices, credit notes, returns and refunds': 'आपके ऑर्डर, इनवॉइस, क्रेडिट नोट, रिटर्न और रिफ़ंड',
  'for as long as India’s GST law requires (72 months after the annual return of their financial year)':
    'उतने समय तक जितना भारत का GST क़ानून कहता है (उनके वित्त वर्ष के सालाना रिटर्न के बाद 72 महीने)',
  'I understand that my account cannot be brought back.': 'मुझे पता है कि मेरा अकाउंट वापस नहीं लाया जा सकेगा।',
  'Keep my account': 'मेरा अकाउंट रहने दें',
  'Tick the box to confirm that you want your account deleted.': 'अकाउंट डिलीट करने के लिए बॉक्स पर टिक करें।',
  'Thank you. We will send you offers and new arrivals.': 'धन्यवाद। हम आपको ऑफ़र और नए कलेक्शन की जानकारी भेजेंगे।',
  'Done. We will not send you offers; order updates still reach you.':
    'हो गया। हम आपको ऑफ़र नहीं भेजेंगे; ऑर्डर से जुड़े अपडेट आपको मिलते रहेंगे।',
  'Your account is deleted. Orders and tax documents are kept as the law requires.':
    'आपका अकाउंट डिलीट हो गया है। ऑर्डर और टैक्स से जुड़े दस्तावेज़ क़ानून के मुताबिक़ रखे जाते हैं।',

  // features/reviews/components/product-reviews.tsx, rating-summary.tsx, review-stars.tsx
  'Customer Reviews': 'ग्राहकों के रिव्यू',
  'Reviews could not be loaded right now.': 'अभी रिव्यू लोड नहीं हो सके।',
  'No reviews yet. Reviews come from shoppers whose order has been delivered.':
    'अभी कोई रिव्यू नहीं है। रिव्यू वही ग्राहक लिखते हैं जिनका ऑर्डर डिलीवर हो चुका है।',
  'Reviews by stars': 'स्टार के हिसाब से रिव्यू',
  '{stars} star: {given} of {reviews}': '{stars} स्टार: {reviews} में से {given}',
  '{stars} stars: {given} of {reviews}': '{stars} स्टार: {reviews} में से {given}',
  'Rated {rating} out of 5': '5 में से {rating} रेटिंग',

  // features/reviews/components/review-form.tsx
  'Write a review': 'रिव्यू लिखें',
  Rating: 'रेटिंग',
  '{n} star': '{n} स्टार',
  '{n} stars': '{n} स्टार',
  'How did it fit? (optional)': 'फ़िटिंग कैसी रही? (वैकल्पिक)',
  'Runs small': 'छोटा आता है',
  'True to size': 'साइज़ के हिसाब से सही',
  'Runs large': 'बड़ा आता है',
  'Your review': 'आपका रिव्यू',
  'How was the fit, fabric and colour?': 'फ़िटिंग, फ़ैब्रिक और रंग कैसा लगा?',
  'Submit Review': 'रिव्यू सबमिट करें',
  'Please write a short review (at least 5 characters).': 'कृपया एक छोटा-सा रिव्यू लिखें (कम से कम 5 अक्षर)।',
  'Please login to submit a review.': 'रिव्यू सबमिट करने के लिए कृपया लॉग इन करें।',
  'Please choose a rating from 1 to 5.': 'कृपया 1 से 5 के बीच रेटिंग चुनें।',
  'Please keep your review to at most 2000 characters.': 'कृपया रिव्यू 2000 अक्षरों से ज़्यादा का न रखें।',
  'Please wait: your photo is still uploading.': 'कृपया रुकें: आपकी फ़ोटो अभी अपलोड हो रही है।',
  'Failed to submit review': 'रिव्यू सबमिट नहीं हो सका',
  'You have already reviewed this product.': 'आप इस प्रोडक्ट का रिव्यू पहले ही कर चुके हैं।',
  'You can review this product after it is delivered to you.': 'यह प्रोडक्ट आपको डिलीवर होने के बाद आप इसका रिव्यू कर सकते हैं।',
  'Thanks! Your review was submitted.': 'धन्यवाद! आपका रिव्यू सबमिट हो गया।',

  // features/reviews/components/review-list.tsx
  Anonymous: 'अनाम',
  'Fit:': 'फ़िटिंग:',
  'Photo {n} of {name}’s review': '{name} के रिव्यू की फ़ोटो {n}',
  'Open photo {n} of {name}’s review': '{name} के रिव्यू की फ़ोटो {n} खोलें',
  'Reply from Vastra': 'Vastra का जवाब',

  // features/reviews/components/fit-summary.tsx, utils/reviews-text.ts
  'Fit: most say {saying} ({total} reviews)': 'फ़िटिंग: ज़्यादातर लोगों के मुताबिक़ {saying} ({total} रिव्यू)',
  'it runs small': 'यह छोटा आता है',
  'true to size': 'साइज़ बिल्कुल सही है',
  'it runs large': 'यह बड़ा आता है',
  'Fit: reviews are split between {fits} ({total} reviews)': 'फ़िटिंग: राय बँटी हुई है — {fits} ({total} रिव्यू)',
  '{first} and {second}': '{first} और {second}',
  '{first}, {second} and {third}': '{first}, {second} और {third}',

  // features/contact/components/contact-form.tsx, support-info.tsx
  'Send us a message': 'हमें मैसेज भेजें',
  Name: 'नाम',
  Message: 'मैसेज',
  'Tell us about your order, size or anything else': 'अपने ऑर्डर, साइज़ या किसी और बात के बारे में बताएँ',
  '✅ Message sent successfully!': '✅ मैसेज भेज दिया गया!',
  '❌ Failed to send message. Please try again.': '❌ मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Send Message': 'मैसेज भेजें',
  'Email support': 'ईमेल सहायता',
  Call: 'कॉल करें',
  'Response time': 'जवाब का समय',
  'Typically replies within 2–4 hours': 'आम तौर पर 2–4 घंटे में जवाब',
  'Follow us': 'हमें फ़ॉलो करें',
  '(opens in a new tab)': '(नए टैब में खुलता है)',

  // features/contact/components/conversation-thread.tsx
  'Your conversation': 'आपकी बातचीत',
  'Your conversation with {shopName}': '{shopName} के साथ आपकी बातचीत',
  'Hi {firstName}, here are your messages and our replies. You can answer below.':
    'नमस्ते {firstName}, ये रहे आपके मैसेज और हमारे जवाब। आप नीचे जवाब दे सकते हैं।',
  'Hi, here are your messages and our replies. You can answer below.':
    'नमस्ते, ये रहे आपके मैसेज और हमारे जवाब। आप नीचे जवाब दे सकते हैं।',
  Messages: 'मैसेज',
  You: 'आप',
  'Answer us': 'हमें जवाब दें',
  'Your answer': 'आपका जवाब',
  'Write your message': 'अपना मैसेज लिखें',
  Send: 'भेजें',
  'Your message was sent. We will reply soon.': 'आपका मैसेज भेज दिया गया। हम जल्द ही जवाब देंगे।',
  'Please write a message.': 'कृपया मैसेज लिखें।',
  'A message can be at most {max} characters.': 'मैसेज ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।',
  'This conversation was not found. Please use the link in our latest message.':
    'यह बातचीत नहीं मिली। कृपया हमारे सबसे नए मैसेज में दिया गया लिंक इस्तेमाल करें।',
  'Please try again.': 'कृपया फिर से कोशिश करें।',

  // features/policies/components/policy-page.tsx, policy-nav.tsx (the pages' names: hi/layout.ts, the footer's)
  'This page is not available yet: the shop is still filling in its seller and Grievance officer details.':
    'यह पेज अभी उपलब्ध नहीं है: शॉप अभी अपने विक्रेता और शिकायत अधिकारी की जानकारी भर रही है।',
  'Please try again later.': 'कृपया बाद में फिर से कोशिश करें।',
  'This page could not be loaded. Please try again.': 'यह पेज लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Try again': 'फिर से कोशिश करें',
  'Loading…': 'लोड हो रहा है…',
  'Our policies': 'हमारी नीतियाँ',
};
