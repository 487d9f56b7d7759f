-- A home banner's short line under its headline (per language, as its title): the site draws both
-- as text over the banner's picture, which then has no words of its own.
ALTER TABLE banners ADD COLUMN subtitle jsonb;
