import DesignSystem

/// Reads the command line into an `Invocation`. Global options may stand anywhere; what a
/// forwarding subcommand (test, snapshot, audit, tokens, bench) does not recognise here is passed on.
enum ArgumentParser {
    /// The widths a text render accepts.
    static let widthRange = 20...200

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var positional: [String] = []
        var forwarded: [String] = []
        var index = 0
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(description: "\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                // After a command, --help asks for that command's usage.
                guard let name = positional.first else {
                    invocation.command = .help
                    return invocation
                }
                invocation.command = .commandHelp(name)
                return invocation
            case "--state":
                let path = try value(for: argument)
                if let problem = StatePath.problem(with: path) { throw UsageError(description: "--state \(problem)") }
                invocation.launch.statePath = path
            case "--configuration":
                let name = try value(for: argument)
                guard AppConfigurations.names.contains(name) else {
                    throw UsageError(
                        description:
                            "--configuration takes one of \(AppConfigurations.names.joined(separator: ", ")), not '\(name)'"
                    )
                }
                invocation.launch.configurationName = name
            case "--durability":
                let text = try value(for: argument)
                guard let durability = Durability(rawValue: text) else {
                    throw UsageError(description: "--durability takes full or relaxed, not '\(text)'")
                }
                invocation.launch.durability = durability
            case "--clear-state":
                invocation.launch.clearState = true
            case "--width":
                let text = try value(for: argument)
                guard let width = Int(text), widthRange.contains(width) else {
                    throw UsageError(
                        description:
                            "--width takes a number from \(widthRange.lowerBound) to \(widthRange.upperBound), not '\(text)'"
                    )
                }
                invocation.width = width
            case "--appearance" where positional.first != "snapshot" && positional.first != "audit":
                let text = try value(for: argument)
                guard let appearance = Theme.Appearance(rawValue: text) else {
                    throw UsageError(description: "--appearance takes light or dark, not '\(text)'")
                }
                invocation.launch.appearance = appearance
            default:
                if positional.isEmpty, argument.hasPrefix("-") {
                    throw UsageError(description: "unknown option '\(argument)'")
                }
                if positional.isEmpty { positional.append(argument) } else { forwarded.append(argument) }
            }
            index += 1
        }
        invocation.command = try command(positional.first, arguments: forwarded)
        return invocation
    }

    private static func command(_ name: String?, arguments: [String]) throws(UsageError) -> Invocation.Command {
        switch name {
        case nil:
            return .interactive
        case "demo":
            try expectNoArguments(arguments, for: "demo")
            return .demo
        case "open":
            guard arguments.count == 1 else {
                throw UsageError(description: "open takes exactly one link, e.g. App open example://home")
            }
            return .open(arguments[0])
        case "test":
            return .test(arguments)
        case "snapshot":
            return .snapshot(arguments)
        case "audit":
            return .audit(arguments)
        case "tokens":
            return .tokens(arguments)
        case "bench":
            return .bench(arguments)
        case "help":
            return .help
        case let other?:
            throw UsageError(description: "unknown command '\(other)'")
        }
    }

    private static func expectNoArguments(_ arguments: [String], for command: String) throws(UsageError) {
        if let first = arguments.first {
            throw UsageError(description: "\(command) takes no arguments, found '\(first)'")
        }
    }
}
