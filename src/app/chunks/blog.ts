// The blog's pages, one lazy chunk: a reader of the list usually opens an article.
export { BlogArticlePage } from '../../features/blog/blog-article-page';
export { BlogListPage } from '../../features/blog/blog-list-page';
