import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MoneyCell as MoneyCell_72091ee3bca09e44bab6d777ca80e627 } from '../../../cms/components/MoneyCell'
import { MoneyField as MoneyField_96128543b2d862cef7324d0f605f8298 } from '../../../cms/components/MoneyField'
import { PriceRowLabel as PriceRowLabel_3958b9ad492af263cf9f3f40da85bd96 } from '../../../cms/components/PriceRowLabel'
import { FillPrices as FillPrices_0df60384a3ad1aab13c80383d3d6e650 } from '../../../cms/components/FillPrices'
import { OrderLines as OrderLines_0ddd6b6bdd224f83ec0fadb545cd79d3 } from '../../../cms/components/OrderLines'
import { ShipKit as ShipKit_6eb19e1c4d65336cd4dc268944b69f00 } from '../../../cms/components/ShipKit'
import { TaxLines as TaxLines_e376987b888ddf55b1616fcb3d6c5238 } from '../../../cms/components/TaxLines'
import { AddressField as AddressField_83a92faede3f59730163f21e52926082 } from '../../../cms/components/AddressField'
import { RefundOrder as RefundOrder_a71fa20b7fa54c93c28d473fdff479e4 } from '../../../cms/components/RefundOrder'
import { OrderTotalsByCurrency as OrderTotalsByCurrency_0dd14c1e8ef3ed10db6ecee4db2d4d52 } from '../../../cms/components/OrderTotalsByCurrency'
import { OrdersExportLink as OrdersExportLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { PackingListLink as PackingListLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { JsonText as JsonText_4869407a658ee36b8df4456d6b5a5ead } from '../../../cms/components/JsonText'
import { EntriesExportLink as EntriesExportLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { DecideRefundRequest as DecideRefundRequest_fb3a2f141cf5585983fa39433c9e6557 } from '../../../cms/components/DecideRefundRequest.client'
import { TeamsExportLink as TeamsExportLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { ReviewRun as ReviewRun_5b350ad120dc852adfd05c407f358909 } from '../../../cms/components/ReviewRun.client'
import { MedalShipmentsExportLink as MedalShipmentsExportLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { AuditEventsExportLink as AuditEventsExportLink_8c95e29f502c66ebb15c6d20b397785b } from '../../../cms/components/ExportLink'
import { TitleRowLabel as TitleRowLabel_d9b09cd4c2916c2ad357b22d1f6471b7 } from '../../../cms/components/TitleRowLabel'
import { EditorTodos as EditorTodos_f294666fae8aad1771d4eba297ab1267 } from '../../../cms/components/EditorTodos'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/MoneyCell#MoneyCell": MoneyCell_72091ee3bca09e44bab6d777ca80e627,
  "/cms/components/MoneyField#MoneyField": MoneyField_96128543b2d862cef7324d0f605f8298,
  "/cms/components/PriceRowLabel#PriceRowLabel": PriceRowLabel_3958b9ad492af263cf9f3f40da85bd96,
  "/cms/components/FillPrices#FillPrices": FillPrices_0df60384a3ad1aab13c80383d3d6e650,
  "/cms/components/OrderLines#OrderLines": OrderLines_0ddd6b6bdd224f83ec0fadb545cd79d3,
  "/cms/components/ShipKit#ShipKit": ShipKit_6eb19e1c4d65336cd4dc268944b69f00,
  "/cms/components/TaxLines#TaxLines": TaxLines_e376987b888ddf55b1616fcb3d6c5238,
  "/cms/components/AddressField#AddressField": AddressField_83a92faede3f59730163f21e52926082,
  "/cms/components/RefundOrder#RefundOrder": RefundOrder_a71fa20b7fa54c93c28d473fdff479e4,
  "/cms/components/OrderTotalsByCurrency#OrderTotalsByCurrency": OrderTotalsByCurrency_0dd14c1e8ef3ed10db6ecee4db2d4d52,
  "/cms/components/ExportLink#OrdersExportLink": OrdersExportLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/ExportLink#PackingListLink": PackingListLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/JsonText#JsonText": JsonText_4869407a658ee36b8df4456d6b5a5ead,
  "/cms/components/ExportLink#EntriesExportLink": EntriesExportLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/DecideRefundRequest.client#DecideRefundRequest": DecideRefundRequest_fb3a2f141cf5585983fa39433c9e6557,
  "/cms/components/ExportLink#TeamsExportLink": TeamsExportLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/ReviewRun.client#ReviewRun": ReviewRun_5b350ad120dc852adfd05c407f358909,
  "/cms/components/ExportLink#MedalShipmentsExportLink": MedalShipmentsExportLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/ExportLink#AuditEventsExportLink": AuditEventsExportLink_8c95e29f502c66ebb15c6d20b397785b,
  "/cms/components/TitleRowLabel#TitleRowLabel": TitleRowLabel_d9b09cd4c2916c2ad357b22d1f6471b7,
  "/cms/components/EditorTodos#EditorTodos": EditorTodos_f294666fae8aad1771d4eba297ab1267,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
