import type { Locale } from './locales'

/**
 * The labels of the blog's tags, the one table of them. A tag stays the source's value in URLs
 * and data (`/zh/blog?tag=release`); a Chinese page shows its label (`#版本发布`). English labels
 * are the values themselves. Spread into en.ts and zh-CN.ts like the other tables; read through
 * `blogTagLabel` (src/shared/blog/category-label.ts), which shows a tag the table does not know
 * as it is written.
 */
export const BLOG_TAG_MESSAGES = {
  en: {
    'blog.tag.community': 'community',
    'blog.tag.conference': 'conference',
    'blog.tag.deployment': 'deployment',
    'blog.tag.design': 'design',
    'blog.tag.devtools': 'devtools',
    'blog.tag.edge': 'edge',
    'blog.tag.events': 'events',
    'blog.tag.internals': 'internals',
    'blog.tag.layouts': 'layouts',
    'blog.tag.loaders': 'loaders',
    'blog.tag.migration': 'migration',
    'blog.tag.presets': 'presets',
    'blog.tag.release': 'release',
    'blog.tag.rfc': 'rfc',
    'blog.tag.roadmap': 'roadmap',
    'blog.tag.router': 'router',
    'blog.tag.routing': 'routing',
    'blog.tag.rpc': 'rpc',
    'blog.tag.server-functions': 'server-functions',
    'blog.tag.streaming': 'streaming',
    'blog.tag.testing': 'testing',
    'blog.tag.tutorial': 'tutorial',
    'blog.tag.typescript': 'typescript',
  },
  'zh-CN': {
    'blog.tag.community': '社区',
    'blog.tag.conference': '大会',
    'blog.tag.deployment': '部署',
    'blog.tag.design': '设计',
    'blog.tag.devtools': '开发工具',
    'blog.tag.edge': '边缘计算',
    'blog.tag.events': '活动',
    'blog.tag.internals': '内部原理',
    'blog.tag.layouts': '布局',
    'blog.tag.loaders': '加载器',
    'blog.tag.migration': '迁移',
    'blog.tag.presets': '预设',
    'blog.tag.release': '版本发布',
    'blog.tag.rfc': '征求意见稿',
    'blog.tag.roadmap': '路线图',
    'blog.tag.router': '路由器',
    'blog.tag.routing': '路由',
    'blog.tag.rpc': '远程调用',
    'blog.tag.server-functions': '服务端函数',
    'blog.tag.streaming': '流式渲染',
    'blog.tag.testing': '测试',
    'blog.tag.tutorial': '教程',
    'blog.tag.typescript': 'TypeScript',
  },
} as const satisfies Record<Locale, Record<string, string>>
