-- A product's search words hold its values' Hindi names after their names (docs/decisions/176-attribute-words-in-hindi.md):
-- written again for every product whose words change, as `attributeTextOf` (src/db/attribute-text.ts) writes them.
UPDATE "products" p SET "attribute_text" = t."text"
FROM (
  SELECT p2."id", coalesce((
    SELECT string_agg(CASE WHEN v."name_hi" = '' THEN v."name" ELSE v."name" || ' ' || v."name_hi" END, ' '
      ORDER BY a."position", v."position")
    FROM "product_attribute_values" pav
    JOIN "attribute_values" v ON v."id" = pav."value_id"
    JOIN "attributes" a ON a."id" = v."attribute_id"
    WHERE pav."product_id" = p2."id"), '') AS "text"
  FROM "products" p2
) t
WHERE p."id" = t."id" AND p."attribute_text" IS DISTINCT FROM t."text";
