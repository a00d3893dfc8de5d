import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; a module compiled straight
// with swiftc has none. The harnesses hand the token pipeline their bytes directly, so the
// bundle is never asked for `tokens.json`, and the deep-link harness reads App's String Catalog
// as empty: this only lets DesignSystem and App's string lookup compile.
extension Bundle {
    static var module: Bundle { Bundle.main }
}
