ALTER TABLE "attributes" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The attributes and values migration 0024 wrote, in Hindi, each while it keeps the name 0024 gave it
-- (docs/decisions/174-attribute-names-in-hindi.md).
UPDATE "attributes" SET "name_hi" = CASE "slug"
  WHEN 'fabric' THEN 'कपड़ा'
  WHEN 'colour' THEN 'रंग'
  WHEN 'occasion' THEN 'मौक़ा'
  WHEN 'pattern' THEN 'पैटर्न'
  WHEN 'sleeve' THEN 'आस्तीन'
  WHEN 'neck' THEN 'गला'
  WHEN 'fit' THEN 'फ़िट'
  WHEN 'wash-care' THEN 'धुलाई'
END
WHERE ("slug", "name") IN (
  ('fabric', 'Fabric'),
  ('colour', 'Colour'),
  ('occasion', 'Occasion'),
  ('pattern', 'Pattern'),
  ('sleeve', 'Sleeve'),
  ('neck', 'Neck'),
  ('fit', 'Fit'),
  ('wash-care', 'Wash care')
);--> statement-breakpoint
UPDATE "attribute_values" v SET "name_hi" = n."name_hi"
FROM "attributes" a, (VALUES
  ('fabric', 'cotton', 'Cotton', 'कॉटन'),
  ('fabric', 'rayon', 'Rayon', 'रेयॉन'),
  ('fabric', 'silk', 'Silk', 'सिल्क'),
  ('fabric', 'georgette', 'Georgette', 'जॉर्जेट'),
  ('fabric', 'chiffon', 'Chiffon', 'शिफ़ॉन'),
  ('fabric', 'linen', 'Linen', 'लिनन'),
  ('fabric', 'polyester', 'Polyester', 'पॉलिएस्टर'),
  ('fabric', 'crepe', 'Crepe', 'क्रेप'),
  ('fabric', 'denim', 'Denim', 'डेनिम'),
  ('fabric', 'khadi', 'Khadi', 'खादी'),
  ('colour', 'red', 'Red', 'लाल'),
  ('colour', 'blue', 'Blue', 'नीला'),
  ('colour', 'black', 'Black', 'काला'),
  ('colour', 'white', 'White', 'सफ़ेद'),
  ('colour', 'green', 'Green', 'हरा'),
  ('colour', 'yellow', 'Yellow', 'पीला'),
  ('colour', 'pink', 'Pink', 'गुलाबी'),
  ('colour', 'maroon', 'Maroon', 'मैरून'),
  ('colour', 'beige', 'Beige', 'बेज'),
  ('colour', 'orange', 'Orange', 'नारंगी'),
  ('colour', 'purple', 'Purple', 'जामुनी'),
  ('colour', 'grey', 'Grey', 'स्लेटी'),
  ('colour', 'multi', 'Multi', 'बहुरंगी'),
  ('occasion', 'casual', 'Casual', 'कैज़ुअल'),
  ('occasion', 'festive', 'Festive', 'त्योहार'),
  ('occasion', 'wedding', 'Wedding', 'शादी'),
  ('occasion', 'office', 'Office', 'ऑफ़िस'),
  ('occasion', 'party', 'Party', 'पार्टी'),
  ('pattern', 'solid', 'Solid', 'सादा'),
  ('pattern', 'printed', 'Printed', 'प्रिंटेड'),
  ('pattern', 'embroidered', 'Embroidered', 'कढ़ाईदार'),
  ('pattern', 'striped', 'Striped', 'धारीदार'),
  ('pattern', 'checked', 'Checked', 'चेक'),
  ('pattern', 'floral', 'Floral', 'फ़्लोरल'),
  ('sleeve', 'sleeveless', 'Sleeveless', 'बिना आस्तीन'),
  ('sleeve', 'short-sleeve', 'Short sleeve', 'छोटी आस्तीन'),
  ('sleeve', 'three-quarter-sleeve', 'Three-quarter sleeve', 'तीन-चौथाई आस्तीन'),
  ('sleeve', 'full-sleeve', 'Full sleeve', 'पूरी आस्तीन'),
  ('neck', 'round-neck', 'Round neck', 'गोल गला'),
  ('neck', 'v-neck', 'V-neck', 'वी-नेक'),
  ('neck', 'mandarin-collar', 'Mandarin collar', 'मैंडरिन कॉलर'),
  ('neck', 'boat-neck', 'Boat neck', 'बोट नेक'),
  ('neck', 'collared', 'Collared', 'कॉलर वाला'),
  ('fit', 'regular', 'Regular', 'रेगुलर'),
  ('fit', 'slim', 'Slim', 'स्लिम'),
  ('fit', 'relaxed', 'Relaxed', 'रिलैक्स्ड'),
  ('fit', 'straight', 'Straight', 'स्ट्रेट'),
  ('fit', 'a-line', 'A-line', 'ए-लाइन'),
  ('wash-care', 'machine-wash', 'Machine wash', 'मशीन में धोएँ'),
  ('wash-care', 'hand-wash', 'Hand wash', 'हाथ से धोएँ'),
  ('wash-care', 'dry-clean-only', 'Dry clean only', 'सिर्फ़ ड्राई क्लीन')
) AS n("attribute", "slug", "name", "name_hi")
WHERE a."id" = v."attribute_id" AND a."slug" = n."attribute" AND v."slug" = n."slug" AND v."name" = n."name";
