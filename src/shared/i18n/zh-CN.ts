import type { Messages } from './en'

/** Chinese (zh-CN) interface strings. */
export const zhCN: Messages = {
  'colorMode.toDark': '切换到深色模式',
  'colorMode.toLight': '切换到浅色模式',
  'error.title': '页面未找到',
  'error.description': '很抱歉，找不到此页面。',
  'error.backHome': '返回首页',
  'docs.onThisPage': '本页内容',
  'docs.navigation': '文档',
  'docs.version': '文档版本',
  'docs.breadcrumb': '面包屑导航',
  'docs.copyPage': '复制页面',
  'docs.copied': '页面已复制到剪贴板',
  'docs.previous': '上一页',
  'docs.next': '下一页',
  'docs.editPage': '编辑此页',
  'docs.olderVersion': '您正在阅读旧版本的文档。',
  'docs.newerVersion': '前往最新版本',
  'header.search': '搜索...',
  'footer.license': 'MIT 许可证',
  'skip.toContent': '跳到正文',
}
