import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; a module compiled straight
// with swiftc has none. The studio harness launches the whole app, which reads its tokens,
// configurations and String Catalogs, so each module that has resources is compiled with this
// file: its bundle is the folder `fuzz.sh` copies the module's resources to, beside the
// harnesses (`.build/fuzz/studio/resources/<module>`), named after the module this file is
// compiled into.
extension Bundle {
    static var module: Bundle {
        let name = String(#fileID.prefix { $0 != "/" })
        let folder = Bundle.main.bundleURL.deletingLastPathComponent()
            .appendingPathComponent("studio/resources/\(name)")
        return Bundle(url: folder) ?? Bundle.main
    }
}
