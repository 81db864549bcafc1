import type { ComponentType } from 'react'

/**
 * Every island, by name. Consumers: src/components/Island.tsx (server markers, typed names)
 * and src/client/hydrate.tsx (loads the code of an island when it hydrates).
 */
export const ISLAND_LOADERS = {
  AgencyDirectory: () => import('./AgencyDirectory'),
  ColorModeButton: () => import('./ColorModeButton'),
  ContactForm: () => import('./ContactForm'),
  CopyInstallButton: () => import('./CopyInstallButton'),
  CopyTextButton: () => import('./CopyTextButton'),
  CopyLinkButton: () => import('./CopyLinkButton'),
  FeedbackWidget: () => import('./FeedbackWidget'),
  HostingDirectory: () => import('./HostingDirectory'),
  JobBoard: () => import('./JobBoard'),
  LogoMenu: () => import('./LogoMenu'),
  MobileMenu: () => import('./MobileMenu'),
  ModulesDirectory: () => import('./ModulesDirectory'),
  NewsletterForm: () => import('./NewsletterForm'),
  PageActions: () => import('./PageActions'),
  SearchPalette: () => import('./SearchPalette'),
  SignInButton: () => import('./SignInButton'),
  SignOutButton: () => import('./SignOutButton'),
  Toaster: () => import('./Toaster'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof ISLAND_LOADERS
