// A blog article (spec 000 §1): the gateway's article by its slug, in the current language, its
// HTML only through <SafeHtml>; a slug the gateway does not know says so, with the way back.
import { Link, useParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import { useGatewayQuery, useLoadState } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BlogPage, useDayFormat } from './blog-parts';

export function BlogArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const loadState = useLoadState();
  const day = useDayFormat();
  const article = useGatewayQuery('blogArticle', { slug });
  const data = article.data;
  return (
    <BlogPage>
      <Link to="/blog">{t('blog.back')}</Link>
      <LoadState {...loadState(article)}>
        {data && (
          <article aria-labelledby="blog-article-title">
            <h1 id="blog-article-title">{data.title}</h1>
            <time dateTime={data.publishedAt}>{day(data.publishedAt)}</time>
            <SafeHtml html={data.content} />
          </article>
        )}
      </LoadState>
    </BlogPage>
  );
}
