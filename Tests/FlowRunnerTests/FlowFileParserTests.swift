import HeadlessUI
import Testing

@testable import FlowRunner

@Suite struct FlowFileParserTests {
    private func parse(_ source: String) throws(FlowFileSyntaxError) -> FlowFile {
        try FlowFileParser.parse(source, file: "flows/login.yaml")
    }

    private func syntaxError(_ source: String) -> FlowFileSyntaxError? {
        do {
            _ = try parse(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func theConfigBlockGivesAppIdNameTagsAndEnv() throws {
        let flow = try parse(
            """
            appId: com.example.app
            name: Log in
            tags:
              - smoke
              - auth
            env:
              EMAIL: ada@example.com
            ---
            - launchApp
            """
        )
        #expect(
            flow.config
                == MaestroConfig(
                    appId: "com.example.app", name: "Log in", tags: ["smoke", "auth"], env: ["EMAIL": "ada@example.com"]
                )
        )
        #expect(flow.name == "Log in")
    }

    @Test func aFileWithoutConfigIsJustItsCommandsNamedAfterTheFile() throws {
        let flow = try parse("- back\n- scroll\n")
        #expect(flow.config == MaestroConfig())
        #expect(flow.steps.count == 2)
        #expect(flow.name == "login")
    }

    @Test func commandsWithoutArgumentsAreRead() throws {
        let flow = try parse("- launchApp\n- clearState\n- back\n- scroll\n- eraseText\n")
        let descriptions = flow.steps.map { FlowFileStepDescriber.describe($0.command, env: [:]) }
        #expect(descriptions == ["Launch app", "Clear state", "Press back", "Scroll", "Erase text"])
    }

    @Test func launchAppTakesClearState() throws {
        let flow = try parse("- launchApp:\n    clearState: true\n")
        guard case .launchApp(clearState: true, arguments: _) = flow.steps[0].command else {
            Issue.record("expected launchApp with clearState, found \(flow.steps[0].command)")
            return
        }
    }

    @Test func aBareSelectorIsATextPattern() throws {
        let flow = try parse("- tapOn: \"Log in\"\n- assertVisible: Home\n- assertNotVisible: 'Sign in'\n")
        let selectors = flow.steps.compactMap { step -> MaestroSelector? in
            switch step.command {
            case let .tapOn(selector), let .assertVisible(selector), let .assertNotVisible(selector): selector
            default: nil
            }
        }
        #expect(
            selectors == [
                MaestroSelector(text: "Log in"), MaestroSelector(text: "Home"), MaestroSelector(text: "Sign in"),
            ])
    }

    @Test func theObjectSelectorTakesTextIdIndexEnabledAndOptional() throws {
        let flow = try parse(
            """
            - tapOn: {id: "login.email"}
            - tapOn:
                text: Item .*
                id: home\\.item\\..*
                index: 1
                enabled: true
                optional: true
            """
        )
        guard case let .tapOn(first) = flow.steps[0].command, case let .tapOn(second) = flow.steps[1].command else {
            Issue.record("expected two taps")
            return
        }
        #expect(first == MaestroSelector(id: "login.email"))
        #expect(
            second
                == MaestroSelector(text: "Item .*", id: "home\\.item\\..*", index: 1, enabled: true, isOptional: true)
        )
    }

    @Test func inputEraseSwipeLinkAndScreenshotTakeTheirArguments() throws {
        let flow = try parse(
            """
            - inputText: ada@example.com
            - eraseText: 3
            - eraseText: {charactersToErase: 2}
            - swipe: {direction: DOWN}
            - swipe:
                direction: right
            - openLink: example://home/item/h1
            - openLink: {link: "example://explore?q=swift"}
            - takeScreenshot: login
            - takeScreenshot: {path: screens/home}
            """
        )
        let descriptions = flow.steps.map { FlowFileStepDescriber.describe($0.command, env: [:]) }
        #expect(
            descriptions == [
                "Input text ada@example.com", "Erase 3 characters", "Erase 2 characters", "Swipe DOWN", "Swipe RIGHT",
                "Open example://home/item/h1", "Open example://explore?q=swift", "Take screenshot login",
                "Take screenshot screens/home",
            ]
        )
    }

    @Test func runFlowTakesAFileOrInlineCommandsWithEnv() throws {
        let flow = try parse(
            """
            - runFlow: common/login.yaml
            - runFlow:
                commands:
                  - back
                env:
                  NAME: Ada
            """
        )
        guard case let .runFlow(file) = flow.steps[0].command, case let .runFlow(inline) = flow.steps[1].command else {
            Issue.record("expected two runFlow steps")
            return
        }
        #expect(file.file == "common/login.yaml")
        #expect(inline.file == nil)
        #expect(inline.env == ["NAME": "Ada"])
        #expect(inline.steps.count == 1)
    }

    @Test func repeatTakesTimesAndCommands() throws {
        let flow = try parse("- repeat:\n    times: 3\n    commands:\n      - back\n      - scroll\n")
        guard case let .repeat(times, steps) = flow.steps[0].command else {
            Issue.record("expected repeat")
            return
        }
        #expect(times == 3)
        #expect(steps.count == 2)
    }

    @Test func commentsAndApostrophesInPlainTextAreHandled() throws {
        let flow = try parse("# a journey\n- assertVisible: Don't panic # trailing\n- tapOn: \"#1 item\"\n")
        let descriptions = flow.steps.map { FlowFileStepDescriber.describe($0.command, env: [:]) }
        #expect(descriptions == ["Assert that \"Don't panic\" is visible", "Tap on \"#1 item\""])
    }

    @Test func stepsRememberTheirLineAndColumn() throws {
        let flow = try parse("appId: x\n---\n- launchApp\n- tapOn: Log in\n")
        #expect(flow.steps[1].location == FlowFileSourceLocation(file: "flows/login.yaml", line: 4, column: 3))
    }

    // MARK: - Syntax errors

    @Test func aTabInTheIndentationIsAnErrorAtItsColumn() {
        let error = syntaxError("- tapOn:\n  \tid: x\n")
        #expect(error?.description == "flows/login.yaml:2:3: expected spaces for indentation, found a tab")
    }

    @Test func badIndentationIsAnErrorAtTheLine() {
        let error = syntaxError("- tapOn:\n    id: login.email\n      index: 1\n")
        #expect(error?.location == FlowFileSourceLocation(file: "flows/login.yaml", line: 3, column: 7))
        #expect(error?.message.hasPrefix("bad indentation") == true)
    }

    @Test func anUnknownCommandSuggestsTheClosestOne() {
        let error = syntaxError("- launchApp\n- tapon: Log in\n")
        #expect(error?.description == "flows/login.yaml:2:3: unknown command 'tapon' (did you mean 'tapOn'?)")
    }

    @Test func aMapWhereAStringBelongsIsAnErrorAtTheMap() {
        let error = syntaxError("- inputText: {text: {a: b}}\n")
        #expect(error?.description == "flows/login.yaml:1:21: inputText.text: expected a string, found a mapping")
    }

    @Test func anUnknownSelectorKeyIsNamed() {
        let error = syntaxError("- tapOn: {id: x, colour: y}\n")
        #expect(error?.message.hasPrefix("tapOn: unknown key 'colour' (expected text, id, index, ") == true)
    }

    @Test func anUnclosedQuoteIsAnErrorWhereItOpens() {
        let error = syntaxError("- tapOn: \"Log in\n")
        #expect(error?.description == "flows/login.yaml:1:10: '\"' is never closed on its line or the lines after it")
    }

    @Test func anUnsupportedSwipeDirectionSaysWhichAreSupported() {
        let error = syntaxError("- swipe: {direction: NORTH}\n")
        #expect(
            error?.message
                == "swipe: invalid direction 'NORTH'; expected RIGHT or right, LEFT or left, UP or up, DOWN or down")
    }

    @Test func aRepeatOfZeroTimesIsRefused() {
        let error = syntaxError("- repeat: {times: 0, commands: [back]}\n")
        #expect(error?.message == "repeat.times: expected a whole number from 1 to 10000, found '0'")
    }

    @Test func aScreenshotNameMayNotLeaveTheArtifactsFolder() {
        let error = syntaxError("- takeScreenshot: ../../etc/passwd\n")
        #expect(error?.message.hasPrefix("takeScreenshot: expected a name inside the artifacts folder") == true)
    }

    @Test func aConfigWithoutCommandsSaysWhatIsMissing() {
        let error = syntaxError("appId: x\n")
        #expect(error?.message.hasPrefix("expected a list of commands") == true)
    }
}
