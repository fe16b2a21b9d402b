import { OPTION_VALUE_MAX } from '../catalog/variant-key';

/** The back office's texts, in one place (the API answers them; the screens show them). */
export const BACK_OFFICE_MESSAGES = {
  // Sign-in
  invalidCredentials: 'Wrong phone number or password',
  codeSent: 'We sent a 6-digit code to your phone',
  /** Under the code step's heading: the number the code went to, masked (identity codeDestination). */
  codeSentTo: (where: string) => `Sent to ${where}`,
  codeResend: 'Resend code',
  codeResendIn: (seconds: number) => `Resend code in ${seconds}s`,
  codeResent: 'A new code is on its way',
  staffOnly: 'This needs a staff sign-in',
  /** A refusal for want of a permission: `{permission}` is its name as PERMISSION_LABELS gives it. */
  missingPermission: 'You need the {permission} permission for this. Ask the shop owner.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** A cookie-signed back-office change without the back office's header, or from another site's page. */
  adminRequestRefused:
    'This change did not come from the back office page, so it was refused. Open the back office and try again.',
  weakPassword: `Use at least 10 characters, mixing letters with numbers or symbols`,
  commonPassword: 'This password is too common. Choose another.',
  inviteInvalid: 'This invitation has expired or was already used',
  // Staff
  staffNotFound: 'Staff member not found',
  roleRequired: 'Choose a role: owner, manager or packer',
  roleOwner: 'Owner: everything',
  roleManager: 'Manager: orders, catalogue, refunds and cancellations',
  rolePacker: 'Packer: orders and shipping, sees the catalogue',
  staffExists: 'Someone with this phone number is already on the staff',
  lastOwner: 'The shop needs at least one owner',
  notYourself: 'You cannot remove yourself or change your own role',
  tooManySignIns: 'Too many sign-in attempts. Please try again in {n}s.',
  staffLocked:
    'Too many wrong sign-in codes today, so this account is locked. Ask the shop owner to unlock it in Staff.',
  /** The SMS a member gets (once per 15 minutes) when wrong passwords are tried for their phone. */
  signInFailuresSms:
    '{shop} back office: {n} wrong passwords were tried for your account in the last 15 minutes. ' +
    'If this was not you, tell the shop owner. A password alone cannot sign in: we also text a code. - {shop}',
  signedOut: 'Signed out',
  passwordSet: 'Your password is set. You can sign in now.',
  staffRemoved: 'Staff member removed',
  cursorInvalid: 'This page link is no longer valid. Start from the first page.',
  // Products
  titleRequired: 'Title is required',
  titleTooLong: 'Title is too long',
  descriptionTooLong: 'Description is too long',
  titleHiTooLong: 'Title in Hindi is too long',
  descriptionHiTooLong: 'Description in Hindi is too long',
  categoryRequired: 'Choose a category',
  sizesRequired: 'Add at least one size',
  sizeRequired: 'Size is required',
  sizeDuplicate: 'Each size can appear only once',
  tooManySizes: 'Too many sizes',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be more than ₹0',
  priceWhole: 'Price must be in whole paise',
  priceTooHigh: 'Price is too high',
  originalBelowPrice: 'Original price must be at least the price',
  stockWhole: 'Stock must be a whole number',
  stockNegative: 'Stock cannot be negative',
  stockTooHigh: 'Stock is too high',
  activeNeedsImage: 'Add at least one photo before making the product active',
  productHasOrders: 'This product has orders, so it can only be archived',
  // Photos
  imageMissing: 'Choose a photo to upload',
  imageUnsupported: 'Upload a JPEG, PNG, WebP or AVIF photo (HEIC cannot be read: save it as JPEG first)',
  imageTooLarge: 'Photos can be at most 15 MB',
  imageTooManyPixels: 'This photo is too large to process (at most 40 megapixels)',
  imageUnreadable: 'This photo could not be read',
  tooManyImages: 'A product can have at most 12 photos',
  imageNotFound: 'Photo not found',
  /** A slide's or category tile's photo (docs/decisions/109-shop-photos.md) comes one to an upload. */
  shopPhotoOne: 'Upload one photo at a time',
  imagesMismatch: 'The photo list has changed. Reload and try again.',
  // Stock
  sizeUnknown: 'This product has no such size',
  reasonRequired: 'Choose a reason',
  stockWouldBeNegative: 'Stock cannot go below zero',
  importEmpty: 'The file has no rows',
  importHeader: 'The first row must be: productId or title, size, stock (or productId, title, size, stock)',
  importTooManyRows: 'The file has too many rows (at most 25,000)',
  importHasErrors: 'Nothing was changed: fix the rows with errors and try again',
  importProductUnknown: 'No product with this id or title',
  importTitleAmbiguous: 'More than one product has this title: use its id',
  importDuplicateRow: 'This product and size already appear in an earlier row',
  // The product spreadsheet (rows and file)
  productCsvNoHandle: 'The first row must name the columns, with a Handle column (as in the export)',
  productCsvColumnTwice: (column: string) => `The column "${column}" appears twice: keep one`,
  productCsvTooManyRows: 'The file has too many rows (at most 50,000): split it into smaller files',
  productCsvTooLarge: 'This CSV is larger than 20 MB: split it into smaller files',
  productCsvNotUtf8:
    'This file is not UTF-8 (Excel\'s "CSV (Comma delimited)" saves Windows-1252, which garbles ₹ and Hindi). ' +
    'In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.',
  productCsvFileMissing: 'Choose the CSV file to import',
  productCsvPhotosTooLarge: 'This ZIP of photos is larger than 30 MB: split the import into smaller files',
  productCsvPhotosBroken: 'This ZIP of photos cannot be read: make it again (a plain ZIP, without a password)',
  productCsvPhotosEncrypted: 'This ZIP of photos has a password: make it again without one',
  productCsvPhotosUnsafePath: (name: string) =>
    `The ZIP holds "${name}", a path outside its folder: put the photos at its root or in one folder`,
  productCsvPhotosTooDeep: (name: string) =>
    `The ZIP holds "${name}" in a sub-folder: put the photos at its root or in one folder`,
  productCsvPhotosSymlink: (name: string) => `The ZIP holds "${name}", a link: put the photo itself in the ZIP`,
  productCsvPhotosTooMany: 'This ZIP holds more than 60 files: split the import into smaller files',
  productCsvPhotosTooBig: 'The photos in this ZIP add up to more than 80 MB once unzipped: split the import',
  productCsvPhotosTwice: (name: string) => `The ZIP holds two photos named "${name}": rename one`,
  productCsvPhotoNotImage: (name: string) =>
    `"${name}" in the ZIP is not a JPEG, PNG or WebP photo (or is damaged): replace it`,
  productCsvPhotoTooManyPixels: (name: string) => `"${name}" in the ZIP has more than 40 megapixels: make it smaller`,
  productCsvNewPhoto: 'New photo',
  productCsvPhotoFound: (name: string) => `Photo ${name}: found in the ZIP`,
  productCsvPhotoMissing: (name: string) => `Photo ${name} is not in the ZIP: add it, or empty the Image Src cell`,
  productCsvPhotoNoZip: (name: string) => `Photo ${name}: send the ZIP of photos with the CSV to import it`,
  productCsvCellTooLong: 'A cell of this row is longer than 10,000 characters: shorten it',
  productCsvHandleRequired: 'Handle is required: the product this row belongs to',
  productCsvHandleInvalid: "A new product's Handle uses lower-case letters, digits and dashes (at most 100)",
  productCsvIdUnknown: 'No product has this id: leave the Handle of a new product as letters, digits and dashes',
  productCsvPriceNumber: 'Price must be a number of rupees, like 799 or 799.50',
  productCsvCompareAt: 'Compare-at price',
  productCsvPriceAboveCompareAt: 'Variant Price is above the Compare At Price (MRP): lower it or raise the MRP',
  productCsvBoolean: 'Write TRUE or FALSE',
  productCsvCategoryUnknown: (category: string, known: readonly string[]) =>
    `Unknown category "${category}": use one of ${known.join(', ')}`,
  productCsvStatusUnknown: 'Status must be active, draft or archived',
  productCsvOptionUnknown: (name: string) =>
    `Option1 is the size (this row's is "${name}"): put the size in Option1 Value and another option in Option2`,
  productCsvSizeTooLong: `A size can be at most ${OPTION_VALUE_MAX} characters`,
  productCsvPhotoNotImported: (src: string) =>
    `Photo "${src}" is not one of this product's photos and was not imported: add photos in the product's page`,
  productCsvHandleTaken: 'Another import created one of these products at the same moment: preview the file again',
  productCsvDraftNoPhoto: 'Saved as a draft: a product needs a photo before it can be active',
  productCsvNewProduct: 'New product',
  productCsvNewSize: 'New size',
  productCsvChangeTitle: 'New title',
  productCsvChangeDescription: 'New description',
  productCsvChangeCategory: 'New category',
  productCsvChangeStatus: 'New status',
  productCsvChangeReturnable: 'Returnable changed',
  productCsvChangePrice: 'New price',
  productCsvChangeCompareAt: 'New compare-at price',
  productCsvChangeStock: 'New stock',
  // The product spreadsheet's screen
  catalogueCsvTitle: 'Import / export products',
  catalogueCsvLink: 'Import / export',
  catalogueCsvIntro:
    'Download the whole catalogue as a spreadsheet (one row per size, Shopify column names), change it, and upload ' +
    'it again. A Shopify product export imports too. Preview first: nothing is saved until you apply.',
  catalogueCsvDownload: 'Download products CSV',
  catalogueCsvFile: 'Products CSV (UTF-8)',
  catalogueCsvPhotos: 'Photos (ZIP, optional)',
  catalogueCsvPhotosHint:
    "Photos named in the Image Src column by file name (kurti-red-1.jpg), at the ZIP's root or in one folder",
  catalogueCsvPreview: 'Preview import',
  catalogueCsvCounts: (c: { created: number; changed: number; unchanged: number; errors: number }) =>
    `${c.created} new, ${c.changed} changed, ${c.unchanged} unchanged, ` +
    `${c.errors} ${c.errors === 1 ? 'error' : 'errors'}`,
  catalogueCsvIgnored: (columns: readonly string[]) => `Columns not imported: ${columns.join(', ')}`,
  catalogueCsvUnchangedHidden: (rows: number) =>
    rows === 1 ? '1 unchanged row is not listed.' : `${rows.toLocaleString('en-IN')} unchanged rows are not listed.`,
  catalogueCsvAction: 'Does',
  catalogueCsvDetails: 'Changes or errors',
  catalogueCsvActions: { create: 'Create', change: 'Change', unchanged: 'Unchanged' },
  catalogueCsvApply: 'Apply import',
  catalogueCsvApplying: 'Applying…',
  catalogueCsvNothing: 'Nothing in this file differs from the catalogue.',
  catalogueCsvFixErrors: 'Fix the rows with errors in the file, then preview again. Nothing was saved.',
  catalogueCsvApplied: (p: { created: number; changed: number; unchanged: number }) =>
    `Import applied: ${p.created} ${p.created === 1 ? 'product' : 'products'} created, ${p.changed} changed, ` +
    `${p.unchanged} left alone.`,
  // Dashboard and import screens
  dashboardTitle: 'Dashboard',
  dashboardRange: 'Period',
  dashboardRangeToday: 'Today',
  dashboardRange7d: '7 days',
  dashboardRange30d: '30 days',
  dashboardFailed: 'The dashboard could not be loaded',
  dashboardRetry: 'Try again',
  dashboardUpdating: 'Updating figures',
  dashboardFigures: 'Figures for the period',
  figureGrossSales: 'Gross sales',
  figureGrossSalesNote: 'Orders placed in the period, not cancelled or returned to origin, before refunds',
  figureRefunds: 'Refunds sent',
  figureRefundsNote: 'Money sent back to shoppers in the period',
  figureNetSales: 'Net sales',
  figureNetSalesNote: 'Gross sales minus refunds',
  figureOrders: 'Orders',
  figureAverageOrder: 'Average order value',
  figureCodShare: 'COD share',
  figureCancellations: 'Cancellations',
  figureReturnsToOrigin: 'Returns to origin',
  changeUp: 'Up',
  changeDown: 'Down',
  changeNone: 'No change',
  changeNew: 'New',
  changeNewLong: 'New: none in the previous period',
  changeOnPrevious: 'on the previous period',
  changeBetter: 'better',
  changeWorse: 'worse',
  changePoints: 'pts',
  changePointsLong: 'percentage points',
  previousValue: (value: string) => `Previous period: ${value}`,
  chartTitle: 'Orders and revenue per day',
  chartLabel: 'Chart of orders and revenue per day; the same figures are in the table below it',
  chartOneDay: 'A chart needs more than one day: choose 7 days or 30 days to see one.',
  chartTableToggle: 'Show the figures as a table',
  chartDay: 'Day',
  lowStockTitle: 'Low on stock',
  lowStockNone: 'No size is low on stock',
  lowStockLeft: (stock: number) => `${stock} left`,
  lowStockSize: (size: string) => `Size ${size}`,
  soldOutTitle: 'Sold out',
  soldOutMore: 'All products with a size sold out',
  runningLowTitle: 'Running low',
  runningLowMore: 'All products running low',
  attentionTitle: 'Orders needing attention',
  codConfirmationTitle: 'Cash on delivery confirmation',
  codConfirmationRate: (rate: string, confirmed: number, settled: number) =>
    `${rate} confirmed (${confirmed} of ${settled} this period)`,
  codConfirmationNone: 'No cash-on-delivery order was confirmed or expired this period.',
  codConfirmationAwaiting: (count: number) => `${count} awaiting the shopper's confirmation now`,
  attentionUnbooked: 'Unbooked orders',
  attentionUnbookedNote: 'Saved but not yet booked with the courier; the shop retries booking on its own.',
  attentionUnpaid: 'Unpaid card attempts',
  attentionUnpaidNote: 'Card payments started in the period that never became an order.',
  importTitle: 'Import stock',
  importIntro:
    'Set stock for many sizes at once from a CSV with the columns productId (or title), size and stock: download ' +
    "the catalogue's stock, change the numbers, and upload the file. " +
    'Preview the changes first: nothing is saved until you apply them.',
  importDownloadStock: "Download the catalogue's stock",
  importFile: 'CSV file',
  importDrop: 'Drag a CSV file here, or choose one',
  importPaste: 'Or paste the CSV',
  importFileTooLarge: 'This CSV is larger than 3 MB. Split it into smaller files.',
  importFileUnreadable: 'This file could not be read',
  importChosenFile: (name: string) => `Loaded ${name}`,
  importRowCount: (rows: number) => (rows === 1 ? '1 row' : `${rows.toLocaleString('en-IN')} rows`),
  importPreview: 'Preview',
  importPreviewTitle: 'Preview of the changes',
  importCounts: (changes: number, errors: number) =>
    `${changes} ${changes === 1 ? 'change' : 'changes'}, ${errors} ${errors === 1 ? 'error' : 'errors'}`,
  importLine: 'Line',
  importProduct: 'Product',
  importSize: 'Size',
  importStock: 'Stock',
  importError: 'Error',
  importFixErrors: 'Fix the rows with errors in the file, then preview again.',
  importNothingToChange: 'Every row already has this stock: nothing to change.',
  importApply: (changes: number) => (changes === 1 ? 'Apply 1 change' : `Apply ${changes} changes`),
  importConfirmTitle: 'Apply these stock changes?',
  importConfirmText: (changes: number) =>
    `Stock of ${changes === 1 ? '1 size' : `${changes} sizes`} will be set as previewed. Every change is recorded.`,
  importConfirmBack: 'Go back',
  importApplying: 'Applying changes…',
  importApplied: (changes: number) =>
    changes === 1 ? 'Stock updated: 1 change applied' : `Stock updated: ${changes} changes applied`,
  importFailed: 'The import could not be completed. Try again.',
  // Shell
  passwordRequired: 'Enter your password',
  codeAttemptsLeft: (left: number) => (left === 1 ? '1 attempt left.' : `${left} attempts left.`),
  passwordsDiffer: 'The passwords do not match',
  staffInvited: (name: string) => `Invitation sent to ${name}`,
  staffRoleSaved: (name: string, role: string) =>
    `${name} is now ${role === 'owner' ? 'an owner' : role === 'manager' ? 'a manager' : 'a packer'}`,
  staffRemovedNamed: (name: string) => `${name} was removed`,
  staffLockedHint: 'Locked after too many wrong sign-in codes today',
  staffUnlockedNamed: (name: string) => `${name} can sign in again`,
  removeStaffTitle: (name: string) => `Remove ${name}?`,
  removeStaffText:
    'They are signed out at once and can no longer sign in. Their past actions stay in the activity log.',
  staffNameRequired: 'Enter their name',
  activityEmpty: 'No activity yet',
  adminPageNotFound: 'This back-office page does not exist.',
  productDeleted: 'Product deleted',
  // Background jobs that gave up (GET /api/admin/jobs/attention, the dashboard's "Needs attention" panel)
  jobsAttentionTitle: 'Needs attention',
  jobsAttentionIntro:
    'These background jobs failed on every try and stopped. Fix the cause (the error says what went wrong), ' +
    'then retry.',
  jobLastFailed: (when: string) => `Last failed ${when}`,
  jobRetry: 'Retry now',
  jobRetryLabel: (label: string) => `Retry now: ${label}`,
  jobRetried: (label: string) => `${label} is queued and runs again now`,
  jobNotFound: 'This job no longer exists. Refresh the page.',
  jobNotDead: 'This job is not waiting for a retry (it is queued, running or done). Refresh the page.',
  jobsLoadFailed: 'Could not load the jobs that need attention. Refresh the page.',
  // Lists
} as const;

/** Each background task's name as the back office shows it (the names the job runner knows, apps/api/src/app.ts). */
export const JOB_TASK_LABELS = {
  shipping: 'Shipping bookings and tracking',
  'order-messages': 'Order SMS messages',
  'reconcile-payments': 'Payment reconciliation',
  'cod-expiry': 'Cash-on-delivery confirmation expiry',
  'tax-documents': 'Tax invoices and credit notes',
  returns: 'Return pickups and settlements',
  maintenance: 'Housekeeping',
  'owner-alerts': 'Alerts and the daily digest',
  'low-stock-alert': 'Low-stock alerts',
  'reaction:owner-alert': 'Alerts about orders',
} as const;

/** A task's label; a task this list does not know (yet) shows its own name. */
export const jobTaskLabel = (task: string): string =>
  Object.hasOwn(JOB_TASK_LABELS, task) ? JOB_TASK_LABELS[task as keyof typeof JOB_TASK_LABELS] : task;

/** Each role's name as the back office shows it. */
export const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', packer: 'Packer' } as const;

/** Each permission's name as a person reads it (the refusal's message, the staff screen). */
export const PERMISSION_LABELS = {
  orders: 'Orders',
  catalogue: 'Catalogue',
  refunds: 'Refunds',
  payouts: 'Payouts',
  settings: 'Settings',
  staff: 'Staff',
  offers: 'Offers',
} as const;

/** "You need the Refunds permission for this. Ask the shop owner." */
export const missingPermissionMessage = (permission: keyof typeof PERMISSION_LABELS): string =>
  BACK_OFFICE_MESSAGES.missingPermission.replace('{permission}', PERMISSION_LABELS[permission]);
