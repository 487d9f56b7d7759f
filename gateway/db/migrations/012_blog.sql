-- The blog (spec 000 §1): articles per merchant, texts in PT and EN (jsonb {"pt": …, "en": …}),
-- the body as HTML the site shows through its sanitiser.
CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  slug text NOT NULL,
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  UNIQUE (merchant_code, slug)
);

CREATE INDEX blog_posts_published ON blog_posts (merchant_code, published_at DESC);
