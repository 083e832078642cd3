import { cmsPageRoute } from '@/components/content/CmsPage'

// The home page keeps the site's own title; its CMS title is the hero heading.
const route = cmsPageRoute('home', '/', { useTitle: false })

export const generateMetadata = route.generateMetadata
export default route.Page
