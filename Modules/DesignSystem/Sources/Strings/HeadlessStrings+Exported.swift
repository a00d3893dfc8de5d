// A screen's words come from its module's String Catalog. Looking them up is a platform piece
// below the design system (Foundation's `String(localized:)` on iOS), which the services use
// too; every module built on the design system reads its catalogue through it as before.
@_exported import HeadlessStrings
