import { cmsPageRoute } from '@/components/content/CmsPage'

// The order result; the checkout issue adds the order's details to this page.
const route = cmsPageRoute('order', '/order', { kind: 'order' })

export const generateMetadata = route.generateMetadata
export default route.Page
