import { cmsPageRoute } from '@/components/content/CmsPage'

const route = cmsPageRoute('about', '/about')

export const generateMetadata = route.generateMetadata
export default route.Page
