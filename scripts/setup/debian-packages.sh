# Sourced by the ensure-*.sh scripts: their command line and the installation of Debian packages.

# `command_line USAGE "$@"`: -h or --help prints USAGE (exit 0); any other word is a wrong
# command line (exit 2).
command_line() {
  local usage=$1
  shift
  case "${1-}" in
    '') ;;
    -h | --help)
      echo "$usage"
      exit 0
      ;;
    *)
      echo "$(basename "$0"): unknown word '$1'" >&2
      echo "$usage" >&2
      exit 2
      ;;
  esac
}

# `install_packages NAME...`: installs Debian packages with apt-get (as root, else through sudo);
# exit 1, saying so, when that fails.
install_packages() {
  local sudo=''
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if ! { $sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "$@"; }; then
    echo "$(basename "$0"): apt-get could not install $*" >&2
    exit 1
  fi
}
