import Foundation

/// Adds a new screen to the screen catalogue (`Tools/FlowFileHost/Flows/catalogue.yaml`), the flow file
/// `App snapshot` draws and `App audit` checks: right after the catalogue's screenshot of the
/// parent screen, it taps the parent's control for the new route, takes the new screen's
/// screenshot and goes back, so the steps after it find the parent as they left it.
///
/// The scaffold cannot write that control: where it sits on the parent and what it says is a
/// person's choice. So the catalogue names the identifier the control is to have
/// (`ScreenName.parentControl`) and visits the screen when that control is shown: until a person
/// adds it, the catalogue runs on as before (and says, in its comment, what it waits for); from
/// then on the pictures and the audit cover the new screen.
enum ScreenCatalogueEditor {
    /// The screen catalogue, relative to the package.
    static let path = "Tools/FlowFileHost/Flows/catalogue.yaml"

    /// The steps that reach `name` from its parent and take its screenshot.
    static func steps(for name: ScreenName) -> [String] {
        [
            "# \(name.screen.title): reached from \(name.parent.title) by the control with id \"\(name.parentControl)\"; pictured once that control is on \(name.parent.title).",
            "- runFlow:",
            "    when:",
            "      visible: {id: \"\(name.parentControl)\"}",
            "    commands:",
            "      - tapOn: {id: \"\(name.parentControl)\"}",
            "      - takeScreenshot: \(name.screen.screenshotName)",
            "      - back",
        ]
    }

    /// `text`, the screen catalogue, with the steps for `name` after the screenshot of its
    /// parent; `nil` when the catalogue takes no screenshot of the parent, so there is no
    /// place the steps are known to start from.
    ///
    /// - Throws: `ScaffoldError.screenshotExists` when the catalogue already has a screenshot
    ///   of the new screen's name.
    static func adding(_ name: ScreenName, to text: String, file: String) throws(ScaffoldError) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let screenshot = name.screen.screenshotName
        // Screens the scaffold added before sit inside their `runFlow`, so indented lines count too.
        if lines.contains(where: { screenshotName(in: $0.trimmingCharacters(in: .whitespaces)) == screenshot }) {
            throw .screenshotExists(path: file, name: screenshot)
        }
        guard let parent = lines.firstIndex(where: { screenshotName(in: $0) == name.parent.screenshotName }) else {
            return nil
        }
        lines.insert(contentsOf: steps(for: name), at: place(after: parent, for: name, in: lines))
        return lines.joined(separator: "\n")
    }

    /// Where the steps go: after the parent's screenshot at `parent` and after the steps of the
    /// screens added before from the same parent, so they are visited in the order they were added.
    private static func place(after parent: Int, for name: ScreenName, in lines: [String]) -> Int {
        let marker = ": reached from \(name.parent.title) by the control with id "
        var place = parent + 1
        while place < lines.count, lines[place].hasPrefix("# "), lines[place].contains(marker),
            let back = lines[place...].firstIndex(of: "      - back")
        {
            place = back + 1
        }
        return place
    }

    /// The name a top-level `- takeScreenshot: NAME` step gives, or `nil` for any other line.
    static func screenshotName(in line: String) -> String? {
        let prefix = "- takeScreenshot:"
        guard line.hasPrefix(prefix) else { return nil }
        return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
}
