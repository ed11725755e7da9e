import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/** Every page sits under an optional language segment: none for az, /en or /ru otherwise. */
export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route(':lang?', 'routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    route('home', 'routes/store/home.tsx', { id: 'home-alias' }),
    route('category-menu', 'routes/store/category-menu.tsx'),
    route('category-menu/sub/:subCategory', 'routes/store/category-menu-sub.tsx'),
    route('search-menu', 'routes/store/search-menu.tsx'),
    route('search/:page?', 'routes/store/search.tsx'),
    route('category/:category/:page?', 'routes/store/category.tsx'),
    route('success-page', 'routes/store/success-page.tsx'),
    route('blogs/:page?', 'routes/store/blogs.tsx'),
    route('blog/:slug', 'routes/store/blog-article.tsx'),
    route('faq', 'routes/store/faq.tsx'),
    route('campaign', 'routes/store/campaign.tsx'),
    route('seller-page/:name', 'routes/store/seller-page.tsx'),
    route('buyer-agreement', 'routes/store/legal-page.tsx', { id: 'buyer-agreement' }),
    route('privacy-policy', 'routes/store/legal-page.tsx', { id: 'privacy-policy' }),
    route('gdpr', 'routes/store/legal-page.tsx', { id: 'gdpr' }),
    route('cart', 'routes/store/cart.tsx'),
    route('wishlist', 'routes/store/wishlist.tsx'),
    route('login', 'routes/store/login.tsx'),
    route('user/login', 'routes/store/login-redirect.ts'),
    route('register', 'routes/store/register.tsx'),
    route('forgot-password', 'routes/store/forgot-password.tsx'),
    route('shop-register', 'routes/store/shop-register.tsx'),
    route('error', 'routes/store/error-page.tsx'),
    route('checkout', 'routes/store/checkout.tsx'),
    layout('routes/account/guard.tsx', [
      ...prefix('user/profile', [
        index('routes/account/profile.tsx'),
        route('my-orders', 'routes/account/my-orders.tsx'),
        route('my-address', 'routes/account/my-address.tsx'),
      ]),
    ]),
    layout('routes/seller/guard.tsx', [route('shop/products/:filter/:page?', 'routes/seller/products.tsx')]),
    route('*', 'routes/store/not-found.tsx'),
  ]),
] satisfies RouteConfig;
