/// Adds a route to the screen a new screen is reached from: a case in its Route enum and the
/// push in its Router's `switch route`. Both edits are made in memory, so a file that does not
/// have the expected shape leaves nothing half written.
enum RouteEditor {
    /// `text`, the parent's Route file, with the new case before the enum's closing brace.
    static func addingCase(for name: ScreenName, to text: String, file: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declaration = "enum \(name.parent.short)Route"
        guard let start = lines.firstIndex(where: { $0.contains(declaration) }),
            let end = closingBraceLine(of: start, in: lines)
        else {
            throw .unexpectedSource(path: file, expected: "a `\(declaration)` declaration with its braces")
        }
        if lines[start...end].contains(where: { $0.trimmingCharacters(in: .whitespaces) == "case \(name.routeCase)" }) {
            throw .routeExists(path: file, route: name.routeCase)
        }
        let indent = indentation(of: lines[end]) + "    "
        lines.insert(
            contentsOf: [
                "\(indent)/// The \(name.screen.title) screen, pushed on this screen's stack.",
                "\(indent)case \(name.routeCase)",
            ], at: end)
        return lines.joined(separator: "\n")
    }

    /// `text`, the parent's Router file, with the new case's push before the closing brace of
    /// its `switch route`.
    static func addingHandling(for name: ScreenName, to text: String, file: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard text.contains("dependencies") else {
            throw .unexpectedSource(path: file, expected: "a router that keeps the module's `dependencies`")
        }
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "switch route {" }),
            let end = closingBraceLine(of: start, in: lines)
        else {
            throw .unexpectedSource(path: file, expected: "a `switch route {` with its closing brace")
        }
        let indent = indentation(of: lines[end])
        lines.insert(
            contentsOf: [
                "\(indent)case .\(name.routeCase):",
                "\(indent)    let screen = \(name.short)ScreenFactory.make(theme: dependencies.theme, router: dependencies.router)",
                "\(indent)    // Refused only while a swipe back is under way; this screen then stays on top.",
                "\(indent)    try? dependencies.router?.push(screen, animated: true)",
            ], at: end)
        return lines.joined(separator: "\n")
    }

    /// The line of the brace that closes the first `{` on line `start`, skipping braces inside
    /// string literals and `//` comments; `nil` when the file ends first.
    static func closingBraceLine(of start: Int, in lines: [String]) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var previous: Character?
            for character in lines[index] {
                if inString {
                    if character == "\"", previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    break
                } else if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                    if opened, depth == 0 { return index }
                }
                previous = character
            }
        }
        return nil
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " })
    }
}
