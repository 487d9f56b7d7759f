// react-router-dom as the first-view renderer sees it (cli/build/first-view-links-plugin.ts points
// the app's imports of it here): the same module, but `Link` and `NavLink` drawn as the plain
// anchors react-router draws for them, without their navigation machinery — click handlers,
// prefetching, view transitions, the URL parsing NavLink does to compare paths — which a picture
// never runs. They were a fifth of the renderer's work in `build --all`, the compiling of their hot
// code included. The markup is react-router's, attribute for attribute; a link whose `to` is not a
// plain absolute path (`/rng`, `/agentHome?page=2`, `/promotions#welcome`), or that asks for
// anything beyond a plain link, is react-router's own component. tests/components/static-links
// .test.tsx renders both and compares; tests/build/build-output.test.ts compares the pages of a
// renderer built with each.
import { forwardRef, type ReactNode } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from 'react-router-dom';

export * from 'react-router-dom';

// Paths whose href react-router gives back unchanged: segments of URL-safe characters, no empty,
// `.` or `..` segment, no trailing slash, and a search or hash that is not empty. NavLink compares
// their pathname as it is: URL encoding leaves these characters alone.
const PLAIN_PATH =
  /^\/(?:[\w~-]+(?:\.[\w~-]+)*(?:\/[\w~-]+(?:\.[\w~-]+)*)*)?(?:\?[^#\s]+)?(?:#\S+)?$/;

type PlainLinkProps = Pick<
  LinkProps,
  'reloadDocument' | 'relative' | 'discover' | 'prefetch' | 'mask'
>;

const isPlain = (to: LinkProps['to'], props: PlainLinkProps): to is string =>
  typeof to === 'string' &&
  PLAIN_PATH.test(to) &&
  props.reloadDocument === undefined &&
  props.relative === undefined &&
  props.discover === undefined &&
  (props.prefetch === undefined || props.prefetch === 'none') &&
  props.mask === undefined;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function StaticLink(props, ref) {
  if (!isPlain(props.to, props)) return <RouterLink {...props} ref={ref} />;
  const {
    onClick: _onClick,
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    target,
    to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  // react-router's order: the other props, then href, target and data-discover.
  return <a {...rest} href={to} target={target} data-discover="true" />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(
  function StaticNavLink(props, ref) {
    const location = useLocation();
    if (!isPlain(props.to, props)) return <RouterNavLink {...props} ref={ref} />;
    const {
      'aria-current': ariaCurrentProp = 'page',
      caseSensitive = false,
      className: classNameProp = '',
      end = false,
      style: styleProp,
      to,
      viewTransition: _viewTransition,
      children,
      ...rest
    } = props;
    // react-router's rule: the same path, or (without `end`) a path below it.
    let toPathname = to.replace(/[?#].*$/, '');
    let locationPathname = location.pathname;
    if (!caseSensitive) {
      toPathname = toPathname.toLowerCase();
      locationPathname = locationPathname.toLowerCase();
    }
    const isActive =
      locationPathname === toPathname ||
      (!end &&
        locationPathname.startsWith(toPathname) &&
        locationPathname.charAt(toPathname.length) === '/');
    // A picture has no navigation under way.
    const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
    const className =
      typeof classNameProp === 'function'
        ? classNameProp(renderProps)
        : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
    const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
    return (
      <Link
        {...rest}
        aria-current={isActive ? ariaCurrentProp : undefined}
        className={className}
        style={style}
        to={to}
      >
        {typeof children === 'function' ? children(renderProps) : (children as ReactNode)}
      </Link>
    );
  },
);
