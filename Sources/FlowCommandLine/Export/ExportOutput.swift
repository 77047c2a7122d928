import Foundation
import FlowRuntime

/// Where `flow export`'s files go: standard output, each after a
/// `# ==> NAME <==` line (a comment in all three formats, and for Kubernetes
/// a `---` between them, so `| kubectl apply -f -` takes the lot); or
/// `--out DIR`, listed with how to install them.
enum ExportOutput {
    /// nil when written, else the exit code (73) after saying what failed.
    static func write(_ files: [ExportResult.File], target: String, out: String?, context: CommandContext) -> ExitCode? {
        guard let out else {
            for (index, file) in files.enumerated() {
                if index > 0 { context.stdout.write(target == "kubernetes" ? "---\n" : "\n") }
                context.stdout.write("# ==> \(file.name) <==\n" + file.text)
            }
            return nil
        }
        guard !files.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: context.absolutePath(out))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
                context.stdout.line("wrote " + (out as NSString).appendingPathComponent(file.name))
            }
        } catch {
            context.stderr.line("error: cannot write into \(out): \(SystemReason.describe(error))")
            return .cannotCreate
        }
        context.stdout.line(installHint(files, target: target, out: out, context: context))
        return nil
    }

    static func installHint(_ files: [ExportResult.File], target: String, out: String, context: CommandContext) -> String {
        let folder = GalleryAdd.shellQuoted(out)
        switch target {
        case "systemd":
            // The timers of automations that are switched off have no install section: not enabled.
            let timers = files.filter { $0.name.hasSuffix(".timer") && $0.text.contains("\n[Install]\n") }.map(\.name).joined(separator: " ")
            let userUnits = (context.environment["XDG_CONFIG_HOME"] ?? (context.environment["HOME"] ?? NSHomeDirectory()) + "/.config") + "/systemd/user"
            let inPlace = (context.absolutePath(out) as NSString).standardizingPath == (userUnits as NSString).standardizingPath
            return "install: " + (inPlace ? "" : "mkdir -p ~/.config/systemd/user && cp \(folder)/*.service \(folder)/*.timer ~/.config/systemd/user/ && ")
                + "systemctl --user daemon-reload" + (timers.isEmpty ? "" : " && systemctl --user enable --now \(timers)")
        case "crontab":
            return "install: (crontab -l; cat \(folder)/\(CrontabExport.fileName)) | crontab -"
        default:
            return "install: kubectl apply -f \(folder)/"
        }
    }
}
