import type { ComponentType } from "react";
import { lazyNamed } from "../lib/lazy-named";

/**
 * Route-level code splitting: each page is its own chunk. Paths without an entry here are built
 * by later issues and show the PlannedPage meanwhile.
 */
export const HomePage = lazyNamed(() => import("../features/home/home-page"), "HomePage");
export const NotFoundPage = lazyNamed(
  () => import("../features/not-found/not-found-page"),
  "NotFoundPage",
);
export const PlannedPage = lazyNamed(
  () => import("../features/planned/planned-page"),
  "PlannedPage",
);

/** One page for the three auth paths; the path picks the tab. */
const AuthPage = lazyNamed(() => import("../features/auth/auth-page"), "AuthPage");

const ProfilePage = lazyNamed(() => import("../features/profile/profile-page"), "ProfilePage");

const AccountSettingsPage = lazyNamed(
  () => import("../features/account/account-settings-page"),
  "AccountSettingsPage",
);

export const PAGES_BY_PATH: Readonly<Record<string, ComponentType>> = {
  "/": HomePage,
  "/auth": AuthPage,
  "/auth/forgot-password": AuthPage,
  "/auth/reset-password": AuthPage,
  "/blog": lazyNamed(() => import("../features/blog-home/blog-home-page"), "BlogHomePage"),
  "/blog/all": lazyNamed(
    () => import("../features/blog-home/all-articles-page"),
    "AllArticlesPage",
  ),
  "/privacy": lazyNamed(() => import("../features/legal/privacy-page"), "PrivacyPage"),
  "/terms": lazyNamed(() => import("../features/legal/terms-page"), "TermsPage"),
  "/cookies": lazyNamed(() => import("../features/legal/cookies-page"), "CookiesPage"),
  "/blog/:id": lazyNamed(() => import("../features/article/article-page"), "ArticlePage"),
  "/blog/categories": lazyNamed(
    () => import("../features/blog-categories/blog-categories-page"),
    "BlogCategoriesPage",
  ),
  "/blog/category/:slug": lazyNamed(
    () => import("../features/blog-categories/category-page"),
    "CategoryPage",
  ),
  "/blog/new": lazyNamed(
    () => import("../features/blog-editor/create-post-page"),
    "CreatePostPage",
  ),
  "/profile": ProfilePage,
  // /profile/achievements is the overview section too.
  "/profile/achievements": ProfilePage,
  "/profile/appearance": lazyNamed(
    () => import("../features/profile/appearance-page"),
    "AppearancePage",
  ),
  "/user/:userId": lazyNamed(
    () => import("../features/profile/user-profile-page"),
    "UserProfilePage",
  ),
  "/settings": AccountSettingsPage,
  "/profile/settings": AccountSettingsPage,
  "/profile/security": lazyNamed(() => import("../features/account/security-page"), "SecurityPage"),
  "/newsletter/confirm": lazyNamed(
    () => import("../features/newsletter/newsletter-confirm-page"),
    "NewsletterConfirmPage",
  ),
  "/newsletter/unsubscribe": lazyNamed(
    () => import("../features/newsletter/newsletter-unsubscribe-page"),
    "NewsletterUnsubscribePage",
  ),
  "/profile/2fa-setup": lazyNamed(
    () => import("../features/account/two-factor-setup-page"),
    "TwoFactorSetupPage",
  ),
};
