import FlowRunner

/// The help printed by `--help` and after a usage error.
enum HelpText {
    static let text = """
        Usage: App [options] [command]

        Commands:
          (none)                 interactive session: prints the screen, reads commands from stdin
          demo                   guided tour of every screen
          open URL               launch, open a deep link (example://home), print the screen
          test FLOW|DIR...       run Maestro flow files or workspaces (-e NAME=VALUE, --shard I/N,
                                 --format junit|html --output PATH, --artifacts DIR, --include-tags,
                                 --exclude-tags)
          snapshot --out DIR     render every screen (--appearance light|dark|all, --text-size NAME,
                                 --format text|svg|all)
          audit                  accessibility audit of every screen; exit 1 on any finding
                                 (--appearance light|dark|all, --text-size NAME|all, --format text|json)
          tokens                 print the design tokens (--theme light|dark), check them (--check),
                                 or check any DTCG token set (tokens check FILE...)
          bench                  headless benchmarks (build with -c release; --quick, --only SECTION)
          help                   this text

        Options:
          --configuration NAME   dev, staging or production (default): name, bundle id, link scheme
          --state PATH           where the session is kept (default: ~/.local/state/BUNDLE_ID/state.plist)
          --clear-state          start logged out with nothing stored
          --durability MODE      full (flush every change; default) or relaxed (no flush; the
                                 default of test, demo and bench, whose state is scratch)
          --width N              width of text renders, \(ArgumentParser.widthRange.lowerBound) to \(ArgumentParser.widthRange.upperBound) (default 48)
          --appearance MODE      light or dark
          -h, --help             this text; after a command, that command's usage

        Interactive commands:
          tap TEXT | tap #ID     tap an element by its text or identifier
          input TEXT             type into the focused field (tap a field to focus it)
          erase [N]              delete N characters (all when N is left out)
          back                   go back one screen
          swipe down             dismiss the sheet on top
          swipe right            swipe back from the edge
          tab NAME               select a tab (home, explore, bookmarks, profile)
          open URL               open a deep link
          screen | tree          print the screen or its element tree
          help | quit
        """

    /// The usage of one command, for `App COMMAND --help`; `nil` for an unknown command.
    static func usage(of command: String) -> String? {
        switch command {
        case "test": FlowTestOptions.usage
        case "snapshot": SnapshotCommand.usage
        case "tokens": TokensCommand.usage
        case "bench": BenchCommand.usage
        case "demo":
            "usage: App demo\n\nThe guided tour: every screen, printed as text after each step of the bundled tour flow."
        case "open":
            "usage: App open URL\n\nLaunches the app, opens the deep link (example://home) and prints the screen."
        case "help": text
        default: nil
        }
    }
}
