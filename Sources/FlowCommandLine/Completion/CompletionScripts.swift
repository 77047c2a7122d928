/// The scripts `flow completions SHELL` prints. Each hands the words typed so
/// far to `flow __complete` and offers what it prints; when it prints nothing
/// the shell completes a file name.
enum CompletionScripts {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// bash splits `soup=cl` at `=`: the words are joined again before asking,
    /// and flow answers with the part after the `=` (`--shell bash`).
    static let bash = #"""
    # flow completion for bash. Load it with: source <(flow completions bash)
    _flow() {
        local words=() i word cur
        for ((i = 1; i <= COMP_CWORD; i++)); do
            word="${COMP_WORDS[i]}"
            if [[ ${#words[@]} -gt 0 && ( "$word" == "=" || "${COMP_WORDS[i-1]}" == "=" ) ]]; then
                words[${#words[@]}-1]+="$word"
            else
                words+=("$word")
            fi
        done
        cur="${COMP_WORDS[COMP_CWORD]}"
        [[ "$cur" == "=" ]] && cur=""
        local IFS=$'\n'
        local candidates
        candidates=($(flow __complete --shell bash -- "${words[@]}" 2>/dev/null))
        if [[ ${#candidates[@]} -eq 0 ]]; then
            COMPREPLY=($(compgen -f -- "$cur"))
        else
            COMPREPLY=()
            for word in "${candidates[@]}"; do
                [[ "$word" == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$word")")
            done
        fi
    }
    complete -o filenames -F _flow flow

    """#

    static let zsh = #"""
    #compdef flow
    # flow completion for zsh. Load it with: source <(flow completions zsh)
    # (or save it as _flow in a folder of $fpath).
    _flow() {
        local -a candidates
        candidates=("${(@f)$(flow __complete --shell zsh -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
        candidates=(${candidates:#})
        if (( ${#candidates} )); then
            compadd -Q -- "${(@q)candidates}"
        else
            _files
        fi
    }
    if (( $+functions[compdef] )); then compdef _flow flow; fi

    """#

    static let fish = #"""
    # flow completion for fish. Load it with: flow completions fish | source
    # (or save it as ~/.config/fish/completions/flow.fish).
    function __flow_complete
        set -l words (commandline -opc)[2..-1] (commandline -ct)
        set -l candidates (flow __complete --shell fish -- $words 2>/dev/null)
        if test (count $candidates) -eq 0
            __fish_complete_path (commandline -ct)
        else
            printf '%s\n' $candidates
        end
    end
    complete -c flow -f -a '(__flow_complete)'

    """#
}
