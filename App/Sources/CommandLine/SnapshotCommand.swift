import Components
import DesignSystem
import FlowRunner
import Foundation
import HeadlessUI

/// `App snapshot --out DIR`: renders every screen of the catalogue (the bundled catalogue
/// flow's screenshots) and every component, as text and SVG, one file each, named by screen
/// and appearance (`login.error.dark.svg`, `components/primary-button.light.txt`); a text size
/// other than the default joins the name (`home.light.AX5.svg`).
enum SnapshotCommand {
    static let usage = """
        usage: App snapshot --out DIR [--appearance light|dark|all] [--text-size NAME] [--format text|svg|all]
        """

    private struct Options {
        var output: String?
        var appearances = Theme.Appearance.allCases
        var textSize = TextSize.large
        var extensions = ["txt", "svg"]
    }

    static func run(arguments: [String], write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            writeError("error: \(error.description)\n\(usage)")
            return 2
        }
        guard let output = options.output else {
            writeError("error: snapshot needs --out DIR\n\(usage)")
            return 2
        }
        let destination = URL(fileURLWithPath: output, isDirectory: true)
        if let problem = OutputFolder.problem(creating: destination) {
            writeError("error: --out \(problem)\n\(usage)")
            return 2
        }
        do {
            var written = 0
            for appearance in options.appearances {
                let look = Look(appearance: appearance, textSize: options.textSize)
                written += try renderScreens(look, extensions: options.extensions, into: destination)
                written += try renderComponents(look, extensions: options.extensions, into: destination)
            }
            write("wrote \(written) files to \(destination.path)")
            return 0
        } catch {
            writeError("error: snapshot failed: \(OutputFolder.reason(for: error))")
            return 1
        }
    }

    private static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            switch argument {
            case "--out":
                options.output = value
            case "--appearance":
                guard value == "all" || Theme.Appearance(rawValue: value) != nil else {
                    throw UsageError(description: "--appearance takes light, dark or all, not '\(value)'")
                }
                options.appearances = Theme.Appearance(rawValue: value).map { [$0] } ?? Theme.Appearance.allCases
            case "--text-size":
                options.textSize = try TextSizeArgument.sizes(value, allowingAll: false)[0]
            case "--format":
                switch value {
                case "text": options.extensions = ["txt"]
                case "svg": options.extensions = ["svg"]
                case "all": options.extensions = ["txt", "svg"]
                default: throw UsageError(description: "--format takes text, svg or all, not '\(value)'")
                }
            default:
                throw UsageError(description: "unknown snapshot option '\(argument)'")
            }
        }
        return options
    }

    /// Runs the catalogue flow, whose `takeScreenshot` steps write `name.txt` and `name.svg`,
    /// then files each render under its appearance.
    private static func renderScreens(_ look: Look, extensions: [String], into destination: URL)
        throws -> Int
    {
        let manager = FileManager.default
        let states = TemporaryStateFolder()
        let shots = states.url.appendingPathComponent("screens", isDirectory: true)
        let flow = try FlowLoader().load(try BundledFlows.path(of: BundledFlows.catalogue))
        let runner = FlowRunner(
            host: AppFlowHost(
                statePath: states.nextStatePath(), appearance: look.appearance, textSize: look.textSize),
            artifactsDirectory: shots.path)
        if let failure = runner.run(flow).failure { throw FlowHostError(message: failure.report) }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        var written = 0
        for file in try manager.contentsOfDirectory(atPath: shots.path).sorted() {
            let source = URL(fileURLWithPath: file)
            guard extensions.contains(source.pathExtension) else { continue }
            let name = source.deletingPathExtension().lastPathComponent
            let target = destination.appendingPathComponent("\(name).\(look.suffix).\(source.pathExtension)")
            try? manager.removeItem(at: target)
            try manager.moveItem(at: shots.appendingPathComponent(file), to: target)
            written += 1
        }
        return written
    }

    private static func renderComponents(_ look: Look, extensions: [String], into destination: URL)
        throws -> Int
    {
        let theme = try DesignTokens.bundled().theme(look.appearance).sized(look.textSize)
        let folder = destination.appendingPathComponent("components", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0
        for entry in ComponentGallery(theme: theme).entries {
            let base = folder.appendingPathComponent("\(entry.name).\(look.suffix)")
            if extensions.contains("txt") {
                try TextRenderer().render(entry.node).write(
                    to: base.appendingPathExtension("txt"), atomically: true, encoding: .utf8)
                written += 1
            }
            if extensions.contains("svg") {
                let svg = SVGRenderer().render(entry.node, background: theme.color(.background))
                try svg.write(to: base.appendingPathExtension("svg"), atomically: true, encoding: .utf8)
                written += 1
            }
        }
        return written
    }

    /// One appearance at one text size, and how file names say it.
    private struct Look {
        let appearance: Theme.Appearance
        let textSize: TextSize

        /// `light`, or `light.AX5` away from the default text size.
        var suffix: String {
            textSize == .large ? appearance.rawValue : "\(appearance.rawValue).\(textSize.rawValue)"
        }
    }
}
