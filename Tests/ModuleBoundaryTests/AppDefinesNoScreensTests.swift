import Foundation
import Testing

/// App only wires: screens live in feature modules and kits, so no type under `App/Sources`
/// may subclass a view controller (a screen) or a container controller.
@Test func appSourcesDefineNoViewControllerSubclass() throws {
    let sources = try PackageUnderTest.appSources()
    #expect(!sources.isEmpty, "no Swift sources found under App/Sources")
    for (file, text) in sources {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let superclass = ControllerSubclassDeclaration.superclass(in: String(line)) {
                Issue.record(
                    Comment(
                        rawValue:
                            "App/Sources/\(file):\(index + 1): a subclass of \(superclass); screens belong in a feature module or kit"
                    ))
            }
        }
    }
}

@Test func theScreenCheckRecognisesControllerSubclassesAndNothingElse() {
    #expect(ControllerSubclassDeclaration.superclass(in: "final class Big: ViewController {") == "ViewController")
    #expect(
        ControllerSubclassDeclaration.superclass(in: "private final class Nav: HeadlessUI.NavigationController {")
            == "HeadlessUI.NavigationController")
    #expect(
        ControllerSubclassDeclaration.superclass(in: "class Tabs: TabBarController, TabBarControllerDelegate {")
            == "TabBarController")
    #expect(ControllerSubclassDeclaration.superclass(in: "open class Form: ThemedNavigationController {") != nil)
    #expect(ControllerSubclassDeclaration.superclass(in: "final class AppCoordinator: Coordinator {") == nil)
    #expect(ControllerSubclassDeclaration.superclass(in: "// class Old: ViewController {") == nil)
    #expect(ControllerSubclassDeclaration.superclass(in: "let screen = ViewController()") == nil)
}

/// Finds a class declaration whose superclass is a controller.
enum ControllerSubclassDeclaration {
    // A class (any modifiers, any generic clause) whose first inherited type is a controller.
    private static let pattern =
        #"^\s*(?:@\w+\s+)*(?:(?:public|open|internal|fileprivate|private|final)\s+)*class\s+\w+\s*(?:<[^>]*>)?\s*:\s*([\w.]*(?:ViewController|NavigationController|TabBarController))\b"#

    /// The controller `line` declares a subclass of, or `nil`.
    static func superclass(in line: String) -> String? {
        FirstCapture.of(pattern, in: line)
    }
}
