/** The demo seller invoices name (a made-up company at a made-up London address). */
export const seedSeller = {
  name: 'Milepost Ltd',
  addressLines: '4 Canal Walk\nLondon N1 5SR\nUnited Kingdom',
  vatNumber: 'GB 284 7193 55',
  companyNumber: '09876543',
  email: 'invoices@milepost.run',
  invoicePrefix: 'MP-',
}
