// The merchant's editorial content in the reader's language (spec 000 §4 banners and notices;
// spec 001 §7 help): banners by group, the promotion a notice points to, the blog, the help
// guides' sections.
import type { ApiBanner, Locale } from '../../engine';
import type { Queryable } from '../db/database';
import { pagedQuery, type Page, type PagedRows } from './paging';

export interface BannerRow {
  id: number;
  group_name: ApiBanner['groupName'];
  title: string;
  subtitle: string | null;
  linkage_type: ApiBanner['linkageType'];
  link_target: string | null;
}

/** The merchant's banners, by group and their order in it. */
export function bannerRows(
  db: Queryable,
  merchantCode: string,
  language: Locale,
): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    'SELECT id, group_name, title->>$2 AS title, subtitle->>$2 AS subtitle, linkage_type, link_target FROM banners WHERE merchant_code = $1 ORDER BY group_name, sort',
    [merchantCode, language],
  );
}

/** The merchant's first promotion of a type, if any. */
export async function firstPromotionOfType(
  db: Queryable,
  merchantCode: string,
  promotionType: string,
  language: Locale,
): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db.query<{ id: number; title: string }>(
    'SELECT id, title->>$3 AS title FROM promotions WHERE merchant_code = $1 AND type = $2 ORDER BY id LIMIT 1',
    [merchantCode, promotionType, language],
  );
  return row;
}

/** One page of the merchant's blog posts, newest first. */
export function blogPage(
  db: Queryable,
  merchantCode: string,
  language: Locale,
  page: Page,
): Promise<PagedRows<{ slug: string; title: string; summary: string; published_at: Date }>> {
  return pagedQuery<{ slug: string; title: string; summary: string; published_at: Date }>(
    db,
    'SELECT slug, title->>$2 AS title, summary->>$2 AS summary, published_at, count(*) OVER () AS total_rows FROM blog_posts WHERE merchant_code = $1 ORDER BY published_at DESC, id DESC',
    [merchantCode, language],
    page,
  );
}

/** The merchant's blog post of this slug, if any. */
export async function blogArticle(
  db: Queryable,
  merchantCode: string,
  slug: string,
  language: Locale,
): Promise<{ slug: string; title: string; content: string; published_at: Date } | undefined> {
  const [row] = await db.query<{
    slug: string;
    title: string;
    content: string;
    published_at: Date;
  }>(
    'SELECT slug, title->>$3 AS title, content->>$3 AS content, published_at FROM blog_posts WHERE merchant_code = $1 AND slug = $2',
    [merchantCode, slug, language],
  );
  return row;
}

/** A help guide's sections, in order. */
export function helpSections(
  db: Queryable,
  merchantCode: string,
  language: string,
  guide: string,
): Promise<Array<{ tag: string; title: string; content: string }>> {
  return db.query<{ tag: string; title: string; content: string }>(
    'SELECT tag, title->>$2 AS title, content->>$2 AS content FROM help_articles WHERE merchant_code = $1 AND guide = $3 ORDER BY sort',
    [merchantCode, language, guide],
  );
}
