/// The seven real design systems' merged token sets: how many errors the strict check gave
/// them one line per token before earlier forms were named once, and the errors left after
/// `App tokens migrate`, by kind, with the rule of the 2025.10 format each kind breaks there.
/// Every one left is the file's mistake, not the check's: see the notes.
enum KnownDesignSystemIssues {
    static let before: [String: Int] = [
        "adobe-spectrum": 165, "apple-hig": 39, "figma-sds": 19, "github-primer": 53, "ibm-carbon": 68,
        "microsoft-fluent": 44, "shopify-polaris": 0,
    ]

    static let after: [String: [String: Int]] = [
        // `$type: "string"` is not a type of the format (every token MUST use a defined one);
        // a dimension in "dp" and two letter spacings in "em" (only px and rem exist; non-zero,
        // so no unit can be chosen for them without knowing the font size or density).
        "adobe-spectrum": ["unknownType": 154, "invalidValue": 3],
        // Colours with no `$type` anywhere up their groups (the token MUST be invalid); line
        // heights as px lengths (the format's lineHeight is a number, a multiple of the size).
        "apple-hig": ["missingType": 17, "invalidValue": 11],
        // Its only errors were letter spacings of 0em, which migrate to 0px.
        "figma-sds": [:],
        // Typography without the required letterSpacing (11) and a size in "em" (1);
        // `$type: "string"`. Its 35 `"alpha"` members beside `$value` (an object cannot be a
        // token and hold members) are named once and moved into `$extensions` by the migration.
        "github-primer": ["invalidValue": 12, "unknownType": 3],
        // Fluid spacing in "vw", a unit the format does not have.
        "ibm-carbon": ["invalidValue": 3],
        // Typography with CSS-only members (`MozOsxFontSmoothing`, `WebkitFontSmoothing`), which
        // composite values may not add.
        "microsoft-fluent": ["invalidValue": 13],
        "shopify-polaris": [:],
    ]
}
