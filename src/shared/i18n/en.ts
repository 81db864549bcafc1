/** English interface strings (spec 8 and 9). Every key must exist in every locale. */
export const en = {
  'colorMode.toDark': 'Switch to dark mode',
  'colorMode.toLight': 'Switch to light mode',
  'error.title': 'Page not found',
  'error.description': 'We are sorry but this page could not be found.',
  'error.backHome': 'Back to home',
  'docs.onThisPage': 'On this page',
  'docs.navigation': 'Documentation',
  'docs.version': 'Docs version',
  'docs.breadcrumb': 'Breadcrumb',
  'docs.copyPage': 'Copy page',
  'docs.copied': 'Page copied to clipboard',
  'docs.previous': 'Previous',
  'docs.next': 'Next',
  'docs.editPage': 'Edit this page',
  'docs.olderVersion': 'You are reading the docs of an older version.',
  'docs.newerVersion': 'Go to the latest version',
  'header.search': 'Search...',
  'footer.license': 'MIT License',
  'skip.toContent': 'Skip to content',
} as const

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>
