import Foundation
import Testing

@testable import HeadlessStrings

/// A catalogue path that is not a regular file is refused with what it is.
@Test func aCatalogueThatIsANamedPipeSaysSoRatherThanThatPermissionIsMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("Localizable.xcstrings")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalog(contentsOf: pipe) }
    #expect(error?.message.contains("named pipe") == true, "\(String(describing: error))")
    #expect(error?.message.contains("permission") == false)
}
