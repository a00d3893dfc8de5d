/// How many errors of each kind every real design system's merged token set has, with the
/// rule of the 2025.10 format each kind breaks there. Every one is the file's mistake, not
/// the check's: see the notes.
enum KnownDesignSystemIssues {
    static let counts: [String: [String: Int]] = [
        // `$type: "string"` is not a type of the format (every token MUST use a defined one);
        // hex fallbacks "#000" and "#fff" are 3-digit (the Color module requires 6 digits);
        // dimensions in "dp" and letter spacing in "em" (only px and rem exist).
        "adobe-spectrum": ["unknownType": 154, "invalidValue": 11],
        // Colours with no `$type` anywhere up their groups (the token MUST be invalid); letter
        // spacing in "em"; line heights as dimensions (the format's lineHeight is a number).
        "apple-hig": ["missingType": 17, "invalidValue": 22],
        // Letter spacing in "em".
        "figma-sds": ["invalidValue": 19],
        // `"alpha": 0` written beside `$value` instead of inside it (an object cannot be a token
        // and hold members); typography without the required letterSpacing; 3-digit hex;
        // `$type: "string"`; a size in "em".
        "github-primer": ["tokenWithMembers": 35, "invalidValue": 15, "unknownType": 3],
        // Letter spacing as a bare number or a "0.16px" string (a dimension is an object);
        // 3-digit hex; dimensions with an empty unit.
        "ibm-carbon": ["invalidValue": 68],
        // 3-digit hex (also inside shadows); shadow offsets with an empty unit; typography with
        // CSS-only members (`MozOsxFontSmoothing`), which composite values may not add.
        "microsoft-fluent": ["invalidValue": 44],
        "shopify-polaris": [:],
    ]
}
