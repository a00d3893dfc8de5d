import Foundation
import Synchronization

/// Each module's String Catalog, read from its bundle the first time a string of that module is
/// asked for and kept for the life of the process: the files never change while the app runs, and
/// a screen asks for its strings every time it is built.
///
/// Keys are bundle paths, and only code names bundles (a module's `Bundle.module`), so the table
/// holds at most one entry per module of the app.
nonisolated enum BundledStringCatalogs {
    private static let catalogs = Mutex<[String: StringCatalog]>([:])

    /// The catalogue of `bundle`; an empty one when it has none or it cannot be read (see
    /// `StringCatalog.bundledOrEmpty(in:)`).
    static func catalog(in bundle: Bundle) -> StringCatalog {
        let key = bundle.bundlePath
        if let known = catalogs.withLock({ $0[key] }) { return known }
        // Read outside the lock: two first readers of one bundle read the same file twice and
        // keep the same catalogue, which is cheaper than holding every other module waiting.
        let catalog = StringCatalog.bundledOrEmpty(in: bundle)
        return catalogs.withLock { table in
            if let known = table[key] { return known }
            table[key] = catalog
            return catalog
        }
    }
}
