// The blog's list (spec 000 §1): the gateway's articles, newest first, ten a page, in the current
// language (a language change reads every list again), each linking to its article.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { Pagination } from '../../components/pagination';
import { useGatewayQuery, useLoadState } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BlogPage, useDayFormat } from './blog-parts';

export function BlogListPage() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const day = useDayFormat();
  const [pageNo, setPageNo] = useState(1);
  const posts = useGatewayQuery('blogList', { pageNo, pageSize: 10 });
  const data = posts.data;
  return (
    <BlogPage>
      <h1>{t('blog.title')}</h1>
      <LoadState {...loadState(posts, (value) => value.list.length === 0, t('blog.empty'))}>
        <ol>
          {data?.list.map((post) => (
            <li key={post.slug}>
              <article aria-labelledby={`blog-${post.slug}`}>
                <h2 id={`blog-${post.slug}`}>
                  <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
                </h2>
                <time dateTime={post.publishedAt}>{day(post.publishedAt)}</time>
                <p>{post.summary}</p>
              </article>
            </li>
          ))}
        </ol>
        <Pagination
          page={data?.pageNo ?? 1}
          totalPages={data?.totalPages ?? 1}
          onChange={setPageNo}
          label={t('blog.title')}
        />
      </LoadState>
    </BlogPage>
  );
}
