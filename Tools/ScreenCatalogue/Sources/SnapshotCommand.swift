import App
import CommandLineKit
import Components
import DesignSystem
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI

/// `App snapshot --out DIR`: renders every screen of the catalogue (the bundled catalogue
/// flow's screenshots) and every component, as text and SVG, one file each, named by screen
/// and appearance (`login.error.dark.svg`, `components/primary-button.light.txt`); a text size
/// other than the default joins the name (`home.light.AX5.svg`), and so does a language other
/// than English (`profile.light.de.svg`).
public enum SnapshotCommand: DeclaredCommand {
    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "snapshot",
        abstract: "Renders every screen of the catalogue and every component as text and SVG, one file each.",
        discussion: """
            Files are named by screen and appearance (login.error.dark.svg, components/primary-button.light.txt);
            a text size other than large joins the name (home.light.AX5.svg), and a language other than en
            (profile.light.de.svg).
            """,
        arguments: [
            .option("--out", value: "DIR", help: "the folder to write into, created if missing (required)"),
            .option("--appearance", value: "light|dark|all", help: "the appearances to render (default all)"),
            .option("--text-size", value: "NAME", help: "a Dynamic Type size, xSmall ... AX5 (default large)"),
            .option("--format", value: "text|svg|all", help: "the renders to write (default all)"),
            LanguageArgument.declarationTakingAll,
        ]
    )

    /// What to render, and where.
    public struct Options: Equatable {
        /// The folder the pictures are written into.
        public var output: URL
        /// The appearances drawn; both by default.
        public var appearances = Theme.Appearance.allCases
        var textSize = TextSize.large
        var languages = [Language.english]
        var extensions = ["txt", "svg"]
        /// The usage lines printed under an error found while running.
        var usage = ""

        /// Reads the options of `App snapshot`.
        ///
        /// - Throws: `CommandUsageError` without `--out`, or for a value an option does not take.
        public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            usage = parsed.usage
            guard let output = parsed.value("--out") else {
                throw parsed.usageError("snapshot needs --out DIR")
            }
            self.output = URL(fileURLWithPath: output, isDirectory: true)
            if let value = parsed.value("--appearance") {
                appearances = try AppearanceArgument.appearances(value, allowingAll: true, in: parsed)
            }
            if let value = parsed.value("--text-size") {
                textSize = try TextSizeArgument.sizes(value, allowingAll: false, in: parsed)[0]
            }
            if let value = parsed.value("--language") {
                languages = try LanguageArgument.languages(value, allowingAll: true, in: parsed)
            }
            switch parsed.value("--format") {
            case nil, "all": extensions = ["txt", "svg"]
            case "text": extensions = ["txt"]
            case "svg": extensions = ["svg"]
            case let other?: throw parsed.usageError("--format takes text, svg or all, not '\(other)'")
            }
        }
    }

    /// Renders what `options` ask for. Returns the exit status: 0 written, 1 a render or a write
    /// failed, 2 the output folder cannot be used.
    public static func run(_ options: Options, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        let destination = options.output
        if let problem = OutputFolder.problem(creating: destination) {
            let usage = options.usage
            writeError(CommandUsageError("--out \(problem)", usage: usage).description)
            return CommandUsageError.exitStatus
        }
        do {
            var written = 0
            for language in options.languages {
                for appearance in options.appearances {
                    let look = Look(appearance: appearance, textSize: options.textSize, language: language)
                    written += try renderScreens(look, extensions: options.extensions, into: destination)
                    written += try renderComponents(look, extensions: options.extensions, into: destination)
                }
            }
            write("wrote \(written) files to \(destination.path)")
            return 0
        } catch {
            writeError("error: snapshot failed: \(OutputFolder.reason(for: error))")
            return 1
        }
    }

    /// Runs the catalogue flow, whose `takeScreenshot` steps write `name.txt` and `name.svg`,
    /// then files each render under its appearance.
    private static func renderScreens(_ look: Look, extensions: [String], into destination: URL)
        throws -> Int
    {
        let manager = FileManager.default
        let states = TemporaryStateFolder()
        let shots = states.url.appendingPathComponent("screens", isDirectory: true)
        let flow = try FlowFileLoader().load(try BundledFlowFiles.path(of: BundledFlowFiles.catalogue))
        let runner = FlowFileRunner(
            host: AppFlowFileHost(
                statePath: states.nextStatePath(), appearance: look.appearance, textSize: look.textSize,
                language: look.language),
            artifactsDirectory: shots.path)
        if let failure = runner.run(flow).failure { throw FlowFileHostError(message: failure.report) }
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
        let theme = try DesignTokens.bundled().theme(look.appearance).sized(look.textSize).speaking(look.language)
        let folder = destination.appendingPathComponent("components", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0
        for entry in ComponentGallery(theme: theme).entries {
            let base = folder.appendingPathComponent("\(entry.name).\(look.suffix)")
            if extensions.contains("txt") {
                try TextRenderer().render(entry.node, layoutDirection: look.language.layoutDirection).write(
                    to: base.appendingPathExtension("txt"), atomically: true, encoding: .utf8)
                written += 1
            }
            if extensions.contains("svg") {
                let svg = SVGRenderer().render(
                    entry.node, background: theme.color(.background), layoutDirection: look.language.layoutDirection)
                try svg.write(to: base.appendingPathExtension("svg"), atomically: true, encoding: .utf8)
                written += 1
            }
        }
        return written
    }

    /// One appearance at one text size in one language, and how file names say it.
    private struct Look {
        let appearance: Theme.Appearance
        let textSize: TextSize
        let language: Language

        /// `light`, `light.AX5` away from the default text size, `light.de` away from English.
        var suffix: String {
            var parts = [appearance.rawValue]
            if textSize != .large { parts.append(textSize.rawValue) }
            if language != .english { parts.append(language.code) }
            return parts.joined(separator: ".")
        }
    }
}
