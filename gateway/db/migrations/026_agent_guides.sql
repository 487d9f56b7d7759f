-- Help articles belong to one guide: the site's help centre, or the agent centre's installation
-- guide, beginner guide and help centre; a tag is unique within its guide.
ALTER TABLE help_articles ADD COLUMN guide text NOT NULL DEFAULT 'site';
ALTER TABLE help_articles DROP CONSTRAINT help_articles_pkey;
ALTER TABLE help_articles ADD PRIMARY KEY (merchant_code, guide, tag);
